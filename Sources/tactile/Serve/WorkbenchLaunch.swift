import Foundation
import TactileWorkbench

/// Starts the workbench's server and says where: what `tactile serve` and `:serve` share.
struct WorkbenchLaunch {
    let inbox = SessionInbox()
    let hub = ViewerHub()
    let server: WorkbenchServer
    let address: String

    /// Listens on `host`:`port` (0: a free port); throws when it cannot.
    init(host: String, port: Int) throws {
        server = WorkbenchServer(inbox: inbox, hub: hub)
        let bound = try server.start(host: host, port: port)
        let authority = host.contains(":") ? "[\(host)]:\(bound)" : "\(host):\(bound)"
        address = "http://\(authority)/?token=\(server.token.text)"
    }

    /// Opens the address in the user's browser (`$BROWSER`, else `xdg-open`); says why not when it cannot.
    func openBrowser() -> String? {
        let browser = ProcessInfo.processInfo.environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? "xdg-open"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [browser, address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return nil
        } catch {
            return "could not open a browser with \(browser): \(error); open the address above"
        }
    }

    /// The folders to watch for hot reload: the plugin path and the startup files' folders.
    static func watchedFolders(pluginPath: [String], files: [StartupFile]) -> [String] {
        Array(Set(pluginPath + files.map(\.folder))).filter { FileManager.default.fileExists(atPath: $0) }
    }
}
