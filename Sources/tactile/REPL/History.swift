import Foundation
import TactileScripting

/// The REPL's persistent history: a plain file with one entry per line, kept in the
/// user's state directory.
///
/// libedit's own history files are `strvis`-encoded, so Tactile keeps its own format. A
/// multi-line entry stays one entry: its newlines are written as `\n`, carriage returns as
/// `\r` and backslashes as `\\`; every other byte is written as it is, so an entry keeps
/// every byte (UTF-8 or not). Lines may end in LF or CRLF.
///
/// Each accepted entry is appended to the file, which costs the same however long the
/// history is. The file holds the newest `limit` entries: it is trimmed back to them when
/// the session ends, or as soon as appending has doubled it. Trimming replaces the file
/// atomically (a crash leaves the old or the new file, never a torn one), keeps the lines
/// it keeps byte for byte, and follows a symbolic link to the file it names.
final class HistoryFile {
    /// How many entries are kept unless `--history-size` says otherwise.
    static let defaultLimit = 1000

    /// Where the history lives.
    let location: URL
    /// The most entries kept; older ones are dropped when the file is trimmed.
    let limit: Int
    /// Entries the file holds as far as this session knows: lines found when loading (at
    /// most `2 × limit + 1` are counted) plus those appended since.
    private var entriesOnDisk = 0
    /// The last entry loaded or appended, which is not appended again right after itself.
    private var lastEntry: [UInt8]?

    init(location: URL, limit: Int = HistoryFile.defaultLimit) {
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

    /// What loading found.
    struct Loaded: Equatable {
        /// The newest `limit` entries, oldest first.
        var entries: [[UInt8]]
        /// Whether the file holds more than twice `limit` entries, so that trimming it will
        /// drop entries this session has not written (worth telling the user).
        var holdsFarMoreThanLimit: Bool
    }

    /// The newest `limit` entries on disk, oldest first. A missing file is an empty
    /// history. Only the end of the file holding those entries is examined.
    func load() throws(FileError) -> Loaded {
        let contents: [UInt8]
        do {
            contents = try FileContents.read(location.path)
        } catch where error.code == ENOENT {
            return Loaded(entries: [], holdsFarMoreThanLimit: false)
        }
        let (lines, counted) = Self.newestLines(in: contents, limit: limit, countingUpTo: 2 * limit + 1)
        let entries = lines.map(Self.decode)
        entriesOnDisk = counted
        lastEntry = entries.last
        return Loaded(entries: entries, holdsFarMoreThanLimit: counted > 2 * limit)
    }

    /// Appends `entry` to the file, unless it is empty or repeats the last entry; trims
    /// the file once appending has made it twice as long as `limit`.
    func append(_ entry: String) throws(FileError) {
        let bytes = Array(entry.utf8)
        guard !bytes.isEmpty, bytes != lastEntry else { return }
        try appendLine(Self.encode(bytes) + [UInt8(ascii: "\n")])
        lastEntry = bytes
        entriesOnDisk += 1
        if entriesOnDisk > 2 * limit { try trim() }
    }

    /// Trims the file to the newest `limit` entries if it may hold more (at the end of a
    /// session). Lines other sessions appended meanwhile count as newest.
    func close() throws(FileError) {
        if entriesOnDisk > limit { try trim() }
    }

    /// Rewrites the file with its newest `limit` lines, byte for byte.
    func trim() throws(FileError) {
        let contents: [UInt8]
        do {
            contents = try FileContents.read(location.path)
        } catch where error.code == ENOENT {
            return
        }
        let (lines, _) = Self.newestLines(in: contents, limit: limit, countingUpTo: limit)
        var kept: [UInt8] = []
        for line in lines { kept += line + [UInt8(ascii: "\n")] }
        try FileReplacement.write(kept, to: location.path)
        entriesOnDisk = lines.count
    }

    private func appendLine(_ line: [UInt8]) throws(FileError) {
        try Self.createFolders(location.deletingLastPathComponent().path)
        let descriptor = open(location.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileError(cannot: "append to", location.path, errno: errno) }
        defer { Foundation.close(descriptor) }
        var written = 0
        while written < line.count {
            let count = line[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(cannot: "append to", location.path, errno: errno)
            }
            written += count
        }
    }

    /// Makes `folder` and the folders above it that are missing.
    private static func createFolders(_ folder: String) throws(FileError) {
        var path = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            path += "/" + component
            guard mkdir(path, 0o700) != 0, errno != EEXIST else { continue }
            throw FileError(cannot: "create the folder", path, errno: errno)
        }
    }

    // MARK: - The file's format

    /// The last `limit` lines of `contents` (without line ends; a CR before the LF
    /// belongs to the line end, and blank lines are skipped), oldest first, and how many
    /// lines the file has, counted from the end up to `cap`. Walks back from the end and
    /// stops there, so its work grows with what it returns, not with the file.
    static func newestLines<Bytes: BidirectionalCollection<UInt8>>(
        in contents: Bytes, limit: Int, countingUpTo cap: Int
    ) -> (lines: [[UInt8]], counted: Int) {
        var lines: [[UInt8]] = []
        var counted = 0
        var end = contents.endIndex
        while end > contents.startIndex, counted < max(limit, cap) {
            var start = end
            while start > contents.startIndex, contents[contents.index(before: start)] != UInt8(ascii: "\n") {
                start = contents.index(before: start)
            }
            var lineEnd = end
            if lineEnd > start, contents[contents.index(before: lineEnd)] == UInt8(ascii: "\r") {
                lineEnd = contents.index(before: lineEnd)
            }
            if lineEnd > start {
                counted += 1
                if lines.count < limit { lines.append(Array(contents[start..<lineEnd])) }
            }
            end = start > contents.startIndex ? contents.index(before: start) : start
        }
        return (lines.reversed(), counted)
    }

    /// One entry as one line: backslash, newline and carriage return escaped.
    static func encode(_ entry: [UInt8]) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(entry.count)
        for byte in entry {
            switch byte {
            case UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): line += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            default: line.append(byte)
            }
        }
        return line
    }

    /// The inverse of `encode`. An unknown escape is kept as written.
    static func decode(_ line: [UInt8]) -> [UInt8] {
        var entry: [UInt8] = []
        entry.reserveCapacity(line.count)
        var escaping = false
        for byte in line {
            if escaping {
                switch byte {
                case UInt8(ascii: "n"): entry.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): entry.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "\\"): entry.append(UInt8(ascii: "\\"))
                default: entry += [UInt8(ascii: "\\"), byte]
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                entry.append(byte)
            }
        }
        if escaping { entry.append(UInt8(ascii: "\\")) }
        return entry
    }
}
