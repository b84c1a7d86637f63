import ControlKit

extension ControlStage {
    /// Notes go into the traffic of the application the current test drives.
    public func note(_ message: String) {
        session?.stage.application.note(message)
    }

    /// A class name no plugin on the plugin path defines says so (see
    /// `ScriptSession.explainingMissingClass(in:)`).
    public func explain(_ message: String) -> String {
        session?.explainingMissingClass(in: message) ?? message
    }
}
