/// An application's appearance proxies, and how an instance's appearance is resolved from them
/// (uikit-rules §17). Each application has one (`Application.appearance`); nothing is global.
///
/// Proxies are filed in a tree per class: the general proxy at its root, and below it one
/// branch per containment list, innermost container first. Resolving an instance walks its
/// container chain once, outward, extending only the branches its containers match, so the work
/// grows with the chain's length and the instance's class depth, not with how many proxies
/// exist (§17.6).
public final class AppearanceRegistry {
    /// One containment list's place in a class's tree.
    private final class Branch {
        var proxy: AppearanceProxy?
        /// The branches one container further out, by that container's class name.
        var outward: [String: Branch] = [:]
    }

    /// Each class's tree, by class name.
    private var trees: [String: Branch] = [:]
    private var proxiesMade = 0

    /// The steps resolution has taken (class and container look-ups), for tests of its cost.
    private(set) var resolutionSteps = 0

    public init() {}

    /// The proxy for instances of `appearanceClass` inside containers of the classes listed,
    /// innermost first (each inside the next, any number of levels apart; uikit-rules §17.1);
    /// with none, the general proxy. The same class name and list give the same proxy, which
    /// takes the class as given now (a redefined class's new properties).
    public func proxy(for appearanceClass: AppearanceClass, whenContainedIn containers: [AppearanceClass] = [])
        throws(AppearanceError) -> AppearanceProxy {
        guard !appearanceClass.propertyNames.isEmpty else { throw .noAppearanceProperties(className: appearanceClass.name) }
        if let bad = containers.first(where: { !$0.isContainer }) { throw .notAContainer(className: bad.name) }
        var branch = tree(of: appearanceClass.name)
        for container in containers {
            if let next = branch.outward[container.name] {
                branch = next
            } else {
                let next = Branch()
                branch.outward[container.name] = next
                branch = next
            }
        }
        if let proxy = branch.proxy {
            proxy.appearanceClass = appearanceClass
            return proxy
        }
        proxiesMade += 1
        let proxy = AppearanceProxy(appearanceClass: appearanceClass, containers: containers, order: proxiesMade)
        branch.proxy = proxy
        return proxy
    }

    /// Every proxy made, in the order they were made.
    public var proxies: [AppearanceProxy] {
        var found: [AppearanceProxy] = []
        func collect(_ branch: Branch) {
            if let proxy = branch.proxy { found.append(proxy) }
            for next in branch.outward.values { collect(next) }
        }
        for tree in trees.values { collect(tree) }
        return found.sorted { $0.order < $1.order }
    }

    /// The value each appearance property gets from the proxies that apply to an object where it
    /// is now, the most specific proxy's (uikit-rules §17.3); properties set on the object
    /// directly are included (`apply(to:)` leaves them alone).
    public func resolvedValues(for object: any AppearanceParticipant) -> [String: Any] {
        var values: [String: Any] = [:]
        for proxy in applicableProxies(for: object).sorted(by: { $0.isLessSpecific(than: $1) }) {
            values.merge(proxy.settings) { _, moreSpecific in moreSpecific }
        }
        return values
    }

    /// Gives an object the values of the proxies that apply to it where it is now, except for
    /// the properties set on it directly (uikit-rules §17.2, §17.4). Values the proxies set do
    /// not count as set directly.
    public func apply(to object: any AppearanceCustomizable) {
        let values = resolvedValues(for: object)
        guard !values.isEmpty else { return }
        let appearanceClass = object.appearanceClass
        // Restored, not cleared: a setter may make the object enter a window again meanwhile.
        let wasApplying = object.appearanceRecord.isApplying
        object.appearanceRecord.isApplying = true
        defer { object.appearanceRecord.isApplying = wasApplying }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) where !object.appearanceRecord.directlySet.contains(name) {
            appearanceClass.property(named: name)?.set(value, on: object)
        }
    }

    /// A view entered a window: it and the objects it shows get their appearance (§17.2).
    func viewEnteredWindow(_ view: View) {
        guard !trees.isEmpty else { return }
        apply(to: view)
        for shown in view.appearanceObjectsShown { apply(to: shown) }
    }

    /// The proxies whose class the object is an instance of and whose containment list its
    /// container chain matches.
    private func applicableProxies(for object: any AppearanceParticipant) -> [AppearanceProxy] {
        var reached: [Branch] = []
        var lineage: AppearanceClass? = object.appearanceClass
        while let current = lineage {
            resolutionSteps += 1
            if let tree = trees[current.name] { reached.append(tree) }
            lineage = current.superclass
        }
        var seen = Set(reached.map(ObjectIdentifier.init))
        var container = object.appearanceContainer
        // Outward from the innermost container: each container may take each branch reached so
        // far one step further (never a branch it made itself: a list naming a class twice needs
        // two such containers). Stops once no branch reached goes further.
        while let current = container, reached.contains(where: { !$0.outward.isEmpty }) {
            resolutionSteps += 1
            let extendable = reached.filter { !$0.outward.isEmpty }
            var containerClass: AppearanceClass? = current.appearanceClass
            while let candidate = containerClass {
                for branch in extendable {
                    resolutionSteps += 1
                    if let next = branch.outward[candidate.name], seen.insert(ObjectIdentifier(next)).inserted {
                        reached.append(next)
                    }
                }
                containerClass = candidate.superclass
            }
            container = current.appearanceContainer
        }
        return reached.compactMap(\.proxy)
    }

    private func tree(of className: String) -> Branch {
        if let tree = trees[className] { return tree }
        let tree = Branch()
        trees[className] = tree
        return tree
    }
}
