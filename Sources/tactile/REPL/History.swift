import FoundationEssentials

/// The REPL's persistent history: a plain UTF-8 file with one entry per
/// line, kept in the user's state directory.
///
/// libedit's own history files are `strvis`-encoded, so Tactile keeps its own
/// format. A multi-line entry stays one entry: its newlines are written as
/// `\n` and backslashes as `\\`. Every change is written to a temporary file
/// that then replaces the old one, so a crash leaves either the old or the new
/// history, never a torn one.
struct HistoryFile {
    /// Where the history lives.
    let location: URL
    /// The most entries kept; older ones are dropped first.
    let limit: Int

    init(location: URL, limit: Int = 1000) {
        self.location = location
        self.limit = max(1, limit)
    }

    /// `$XDG_STATE_HOME/tactile/history`, or `~/.local/state/tactile/history`
    /// when `XDG_STATE_HOME` is unset, empty or not absolute (as the XDG base
    /// directory rules say). Nil when neither can be determined.
    static func defaultLocation(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("tactile/history")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/tactile/history")
    }

    /// The entries on disk, oldest first. A missing or unreadable file is an
    /// empty history.
    func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: location.path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map {
            Self.decode(String($0))
        }
    }

    /// Appends `entry` to the file (re-reading it first, so entries other
    /// sessions wrote meanwhile are kept), unless it repeats the last entry.
    /// Trims to `limit` and replaces the file atomically.
    func append(_ entry: String) throws {
        var entries = load()
        guard !entry.isEmpty, entries.last != entry else { return }
        entries.append(entry)
        try write(entries)
    }

    /// Replaces the file with `entries` (the newest `limit` of them).
    func write(_ entries: [String]) throws {
        let kept = entries.suffix(limit)
        let text = kept.map { Self.encode($0) + "\n" }.joined()
        try FileManager.default.createDirectory(
            at: location.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: location, options: .atomic)
    }

    /// One entry as one line: backslash and newline escaped.
    static func encode(_ entry: String) -> String {
        var line = String.UnicodeScalarView()
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": line.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": line.append(contentsOf: "\\n".unicodeScalars)
            case "\r": line.append(contentsOf: "\\r".unicodeScalars)
            default: line.append(scalar)
            }
        }
        return String(line)
    }

    /// The inverse of `encode`. An unknown escape is kept as written.
    static func decode(_ line: String) -> String {
        var entry = String.UnicodeScalarView()
        var escaping = false
        for scalar in line.unicodeScalars {
            if escaping {
                switch scalar {
                case "n": entry.append("\n")
                case "r": entry.append("\r")
                case "\\": entry.append("\\")
                default: entry.append(contentsOf: ["\\", scalar])
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                entry.append(scalar)
            }
        }
        if escaping { entry.append("\\") }
        return String(entry)
    }
}
