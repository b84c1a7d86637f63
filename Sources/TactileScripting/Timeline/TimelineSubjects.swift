import ControlKit

/// The objects a timeline mentions before the traffic has named them (a control as it begins
/// tracking, a recognizer that only ever fails, the view a touch lands on). Asking the
/// application to name them would change the names later traffic gets, so a subject waits for
/// the traffic's name (`Application.existingName(of:)`) and, for an object the traffic never
/// names, shows its type and a number of the timeline's own: `View (unnamed 1)`.
final class TimelineSubjects {
    /// One object, held weakly, and its name once known.
    final class Subject {
        weak var object: AnyObject?
        let fallback: String
        var name: ObjectName?

        init(object: AnyObject, fallback: String) {
            self.object = object
            self.fallback = fallback
        }

        /// The traffic's name of the object, else the timeline's own.
        var label: String { name?.description ?? fallback }
    }

    private var subjects: [ObjectIdentifier: Subject] = [:]
    private var unnamedCounts: [String: Int] = [:]

    /// The subject of an object, made on first mention.
    func subject(_ object: AnyObject) -> Subject {
        let key = ObjectIdentifier(object)
        if let known = subjects[key], known.object === object { return known }
        let typeName = (object as? TypeNamed)?.typeName ?? String(describing: type(of: object))
        let count = unnamedCounts[typeName, default: 0] + 1
        unnamedCounts[typeName] = count
        let subject = Subject(object: object, fallback: "\(typeName) (unnamed \(count))")
        subjects[key] = subject
        return subject
    }

    /// Gives every subject still unnamed the name the application has given its object since.
    func resolve(in application: Application) {
        for subject in subjects.values where subject.name == nil {
            if let object = subject.object { subject.name = application.existingName(of: object) }
        }
    }

    /// Forgets every subject (the timeline moves to another application).
    func removeAll() {
        subjects.removeAll()
        unnamedCounts.removeAll()
    }
}
