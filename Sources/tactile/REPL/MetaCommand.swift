import LuaKit

/// A REPL command that starts with `:` instead of being Lua.
enum MetaCommand: Equatable {
    /// `:help` lists commands; `:help name` explains a command or a name the
    /// scripting layer documents.
    case help(topic: String?)
    /// `:load file.lua` runs a file in the session.
    case load(path: String)
    /// `:reload [plugin]` reloads one plugin, or all.
    case reload(plugin: String?)
    /// `:plugins` lists plugins with their controls.
    case plugins
    /// `:trace on|off|<filter>` controls the live traffic lines; `:trace file out.json|off`
    /// writes (or stops writing) the session's timeline.
    case trace(TraceSetting)
    /// `:tree` shows the view hierarchy with frames and states.
    case tree
    /// `:clock` shows the virtual time; `:clock +seconds` advances it.
    case clock(advance: Double?)
    /// `:show [view] [touches] [file.png]` draws the window or a view in the terminal, or into a PNG file.
    case show(PictureRequest)
    /// `:serve [port]` serves a workbench page on this session (as `tactile serve` does).
    case serve(port: Int?)
    /// `:reset` starts over with a fresh Lua state.
    case reset
    /// `:quit` ends the session.
    case quit

    /// What `:trace` was asked to do.
    enum TraceSetting: Equatable {
        /// Say what the live output shows (`:trace` alone).
        case status
        case on
        /// Deliveries and every control event sent (`emitted` records).
        case all
        case off
        /// Show only traffic matching this filter (sender, event or target).
        case filter(String)
        /// Write the session's timeline to this file, rewritten after every input; nil stops.
        case file(String?)
    }

    /// One entry of the command table: the name, its argument synopsis and a
    /// one-line description, for `:help` and for completion.
    struct Description {
        let name: String
        let arguments: String
        let summary: String
    }

    /// Every command, in the order `:help` lists them.
    static let all: [Description] = [
        Description(name: "help", arguments: "[name]", summary: "list commands, or explain a command or name"),
        Description(name: "load", arguments: "file.lua", summary: "run a Lua file in this session"),
        Description(name: "reload", arguments: "[plugin]", summary: "reload one plugin, or every plugin"),
        Description(name: "plugins", arguments: "", summary: "list plugins and the controls they define"),
        Description(name: "trace", arguments: "[on|all|off|<filter>|file <out.json>|file off]",
                    summary: "say what live traffic shows; on: actions delivered, all: every control event sent too; or write a timeline"),
        Description(name: "tree", arguments: "", summary: "show the view hierarchy with frames and states"),
        Description(name: "clock", arguments: "[+seconds]", summary: "show the virtual clock, or advance it"),
        Description(name: "show", arguments: "[view] [touches] [file.png]",
                    summary: "draw the window or a view here (with the last gesture's fingers), or into a PNG"),
        Description(name: "serve", arguments: "[port]",
                    summary: "serve a workbench page on this session: canvas, views, traffic, console (tactile serve)"),
        Description(name: "reset", arguments: "", summary: "start over with a fresh Lua state"),
        Description(name: "quit", arguments: "", summary: "leave the REPL (Ctrl-D does too)"),
    ]

    /// The description of the command called `name`, if there is one.
    static func describe(_ name: String) -> Description? {
        all.first { $0.name == name }
    }

    /// Whether `line` is meant as a command rather than Lua: its first
    /// non-blank character is `:`. Lua code starts with `:` only in a label
    /// (`::again::`), so `::` stays Lua.
    static func isCommand(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.first == ":" && !text.hasPrefix("::")
    }

    /// Parses a line that starts with `:`. Errors say what was expected.
    static func parse(_ line: String) throws(MetaCommandError) -> MetaCommand {
        let body = line.drop { $0 == " " || $0 == "\t" }.dropFirst()
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let name = words.first else { throw .missingName }
        let arguments = Array(words.dropFirst())
        guard describe(name) != nil else { throw .unknown(name, suggestion: suggestion(for: name)) }

        func noArguments(_ command: MetaCommand) throws(MetaCommandError) -> MetaCommand {
            guard arguments.isEmpty else { throw .usage(name) }
            return command
        }
        func optionalArgument() throws(MetaCommandError) -> String? {
            guard arguments.count <= 1 else { throw .usage(name) }
            return arguments.first
        }

        switch name {
        case "help": return .help(topic: try optionalArgument())
        case "load":
            // A path may contain spaces: take the rest of the line as written.
            let path = body.drop { $0 != " " && $0 != "\t" }.trimmingBlanks()
            guard !path.isEmpty else { throw .usage(name) }
            return .load(path: path)
        case "reload": return .reload(plugin: try optionalArgument())
        case "plugins": return try noArguments(.plugins)
        case "tree": return try noArguments(.tree)
        case "reset": return try noArguments(.reset)
        case "serve":
            guard let argument = try optionalArgument() else { return .serve(port: nil) }
            guard let port = Int(argument), (1...65_535).contains(port) else { throw .usage(name) }
            return .serve(port: port)
        case "quit": return try noArguments(.quit)
        case "trace" where arguments.first == "file":
            // A path may contain spaces: take the rest of the line after `file` as written.
            let path = body.drop { $0 != " " && $0 != "\t" }.trimmingBlanks().dropFirst("file".count).trimmingBlanks()
            guard !path.isEmpty else { throw .usage(name) }
            return .trace(.file(path == "off" ? nil : path))
        case "trace":
            guard let setting = try optionalArgument() else { return .trace(.status) }
            switch setting {
            case "on": return .trace(.on)
            case "all": return .trace(.all)
            case "off": return .trace(.off)
            default: return .trace(.filter(setting))
            }
        case "show":
            guard let request = PictureRequest(arguments: arguments) else { throw .usage(name) }
            return .show(request)
        case "clock":
            guard let argument = try optionalArgument() else { return .clock(advance: nil) }
            guard argument.hasPrefix("+"), let seconds = Double(argument.dropFirst()),
                  seconds.isFinite, seconds >= 0
            else { throw .usage(name) }
            return .clock(advance: seconds)
        default:
            throw .unknown(name, suggestion: nil)
        }
    }

    /// The command whose name is closest to `name`, when one is close enough
    /// to be a likely typo.
    static func suggestion(for name: String) -> String? {
        NearestName.suggestion(for: name, among: all.map(\.name)) ?? all.first { $0.name.hasPrefix(name) }?.name
    }
}

/// Why a `:command` line could not be parsed.
enum MetaCommandError: Error, Equatable, CustomStringConvertible {
    case missingName
    case unknown(String, suggestion: String?)
    case usage(String)

    var description: String {
        switch self {
        case .missingName:
            return "expected a command after ':' (try :help)"
        case .unknown(let name, let suggestion?):
            return "unknown command ':\(name)' (did you mean ':\(suggestion)'?)"
        case .unknown(let name, nil):
            return "unknown command ':\(name)' (try :help)"
        case .usage(let name):
            let arguments = MetaCommand.describe(name)?.arguments ?? ""
            return "usage: :\(name)\(arguments.isEmpty ? "" : " " + arguments)"
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
