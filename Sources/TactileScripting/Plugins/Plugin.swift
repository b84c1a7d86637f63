import Foundation
import LuaKit

/// One plugin: a Lua file (`knob.lua`) or folder (`knob/init.lua`) on the plugin path that
/// defines one or more controls.
///
/// A plugin's leading comment lines may hold header fields, read without running it:
///
///     -- summary: A rotary knob turned with one finger, from 0 to 5 radians.
///     -- controls: Knob
///
/// `summary` is the one line `plugin.list()` shows; `controls` names the classes it defines
/// when they are not just its file name in CamelCase, so that using one loads the plugin.
public final class Plugin {
    /// What happened to the plugin so far.
    public enum Status {
        case unloaded
        case loaded
        /// Loading failed; the error names the file and line.
        case failed(LuaError)
    }

    /// The plugin's name: its file name without `.lua`, or its folder's name.
    public let name: String
    /// The file that is run: `…/knob.lua` or `…/knob/init.lua`.
    public let path: String
    /// The path as messages show it: relative to the working directory when it lies beneath it
    /// (Lua shortens chunk names longer than 60 characters).
    public var displayPath: String { Plugin.displayPath(of: path) }
    /// Whether it is a folder (`name/init.lua`), which may `require` modules of its own.
    public var isFolder: Bool { path.hasSuffix("/\(name)/init.lua") }

    /// A path as messages show it: relative to the working directory when it lies beneath it.
    static func displayPath(of path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }
    /// The header's one-line summary, or "" when it has none.
    public let summary: String
    /// The classes the header says it defines.
    public let declaredControls: [String]
    public internal(set) var status = Status.unloaded
    /// The classes it defined when it last loaded.
    public internal(set) var controls: [String] = []
    /// How many times its source was compiled in this session: once per load, reload or check.
    public internal(set) var compilations = 0

    init(name: String, path: String, source: [UInt8]) {
        self.name = name
        self.path = path
        let header = Plugin.header(of: source)
        summary = header["summary"] ?? ""
        declaredControls = header["controls"].map { list in
            list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        } ?? []
    }

    /// Why the plugin last failed to load (the message names file and line), or nil.
    public var loadError: LuaError? {
        if case .failed(let error) = status { return error }
        return nil
    }

    /// Whether the plugin is known to define a class (by its header, its last load, or its name).
    func mayDefine(_ className: String) -> Bool {
        controls.contains(className) || declaredControls.contains(className) || PluginRegistry.fileName(forClass: className) == name
    }

    /// The classes it is known to define without loading it: those it defined when it last
    /// loaded, else those its header declares, else its name in CamelCase (`star_slider`:
    /// `StarSlider`).
    public var knownControls: [String] {
        if !controls.isEmpty { return controls }
        if !declaredControls.isEmpty { return declaredControls }
        return [name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()]
    }

    /// The `field: value` lines of the leading comment block, read leniently (the source need not
    /// be UTF-8) line by line up to the block's end; the rest of the source is not looked at.
    static func header(of source: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        var start = source.startIndex
        while start < source.endIndex {
            let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.endIndex
            let line = String(decoding: source[start..<end], as: UTF8.self)
            start = end + 1
            guard line.hasPrefix("--") else { break }
            let text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard let colon = text.firstIndex(of: ":") else { continue }
            let key = text[..<colon]
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter }) else { continue }
            fields[String(key).lowercased()] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }
}
