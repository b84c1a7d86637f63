import ControlKit

extension ControlStage {
    /// Notes go into the traffic of the application the current test drives.
    public func note(_ message: String) {
        session?.application.note(message)
    }
}
