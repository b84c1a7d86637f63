import Foundation

/// What `tactile fuzz` fuzzes: a class made with a default set-up (a plugin's, or a built-in
/// control with a standard one), or a scenario file whose global `fuzz` function makes the views
/// and returns them (docs/fuzzing.md §1). Either way the set-up is a Lua function `fuzz`, which
/// every reproduction begins with.
public struct FuzzTarget: Sendable, Codable, Equatable {
    /// Where the set-up comes from.
    public enum Kind: String, Sendable, Codable {
        /// A class a plugin defines, made with its defaults.
        case pluginClass
        /// A standard control, made with a standard set-up.
        case builtInClass
        /// A scenario file's own `fuzz` set-up.
        case scenario
    }

    public let kind: Kind
    /// The class fuzzed (nil for a scenario).
    public let className: String?
    /// The plugin or scenario file, as given (nil for a built-in class).
    public let file: String?
    /// The plugin's name, which a reload step reloads (plugin classes only).
    public let pluginName: String?
    /// The set-up as Lua source, `function fuzz() … end`: made for a class, copied from the
    /// scenario file for a scenario.
    public let setUp: String
    /// The folders sessions search for plugins, in order.
    public let pluginPath: [String]
    /// Whether plugins run with the whole standard library.
    public let trustPlugins: Bool

    public init(kind: Kind, className: String?, file: String?, pluginName: String?, setUp: String,
                pluginPath: [String], trustPlugins: Bool) {
        self.kind = kind
        self.className = className
        self.file = file
        self.pluginName = pluginName
        self.setUp = setUp
        self.pluginPath = pluginPath
        self.trustPlugins = trustPlugins
    }

    /// `Knob (plugins/knob.lua)`, `Slider`, `plugins/image_gallery_test.lua`.
    public var displayName: String {
        switch (className, file) {
        case let (name?, file?): "\(name) (\(file))"
        case let (name?, nil): name
        case let (nil, file?): file
        default: "?"
        }
    }

    /// The start of a reproduction's file name: the class in snake case, or the scenario's name
    /// without `_test` (`knob`, `range_slider`, `image_gallery`).
    public var stem: String {
        if let className { return Self.snakeCase(className) }
        var name = ((file ?? "fuzz") as NSString).lastPathComponent
        if name.hasSuffix(".lua") { name.removeLast(4) }
        if name.hasSuffix("_test") { name.removeLast(5) }
        return name
    }

    /// Where reproductions go unless told otherwise: beside the file, or the working directory.
    public var defaultFolder: String {
        guard let file else { return "." }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The target's key in the failure database: its file and class, as letters, digits, `-`, `_` and `.`.
    public var databaseKey: String {
        let raw = [file, className].compactMap { $0 }.joined(separator: "--")
        return String(raw.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    /// The file of the session's set-up: the scenario itself, or a name beside the plugin for a
    /// set-up made for a class (errors in it name that file).
    var setUpFile: String {
        if kind == .scenario, let file { return file }
        let folder = defaultFolder == "." ? "" : defaultFolder + "/"
        return folder + stem + "_fuzz_set_up.lua"
    }

    /// `RangeSlider` → `range_slider`.
    static func snakeCase(_ name: String) -> String {
        var result = ""
        for (index, character) in name.enumerated() {
            if character.isUppercase {
                if index > 0 { result += "_" }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
