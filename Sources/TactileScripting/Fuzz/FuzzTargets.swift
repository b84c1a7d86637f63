import ControlKit
import Foundation
import LuaKit

/// Why there is nothing to fuzz, or why the target cannot be fuzzed: said plainly, the run then
/// ends with a usage error.
public struct FuzzError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Finds what `tactile fuzz ARGUMENT` means (docs/fuzzing.md §1):
///
/// - a scenario file — one whose name ends in `_test.lua` or that defines a global `fuzz`
///   function — is fuzzed through its set-up;
/// - any other `.lua` file, or a folder with an `init.lua`, is a plugin: each class it defines
///   is fuzzed with a default set-up (its defaults, centred in the window);
/// - a class name is a standard control (`Slider`), fuzzed with a standard set-up, or a class a
///   plugin on the plugin path defines (`Knob`).
public enum FuzzTargets {
    /// The standard controls the fuzzer sets up by name, and how: a small stage a person would
    /// build to try one, centred in the 390×844 window.
    static let standardSetUps: [String: String] = [
        "Button": """
            local button = Button{type = "system", frame = {135, 400, 120, 44}}
              button:setTitle("Play", "normal")
            """,
        "Switch": "local switch = Switch{frame = {170, 406, 51, 31}}",
        "Slider": "local slider = Slider{frame = {65, 405, 260, 34}}",
        "Stepper": "local stepper = Stepper{frame = {148, 406, 94, 32}}",
        "SegmentedControl": "local segmentedControl = SegmentedControl{frame = {70, 406, 250, 32}, items = {\"One\", \"Two\", \"Three\"}}",
        "PageControl": "local pageControl = PageControl{frame = {95, 404, 200, 37}, numberOfPages = 5}",
        "TextField": "local textField = TextField{frame = {70, 405, 250, 34}, text = \"Hello\"}",
        "DatePicker": "local datePicker = DatePicker{frame = {35, 311, 320, 216}}",
        "Control": "local control = Control{frame = {95, 322, 200, 200}}",
    ]

    /// The names of the standard controls with a standard set-up, sorted.
    public static var standardControlNames: [String] { standardSetUps.keys.sorted() }

    /// The targets an argument names; `classes`, when not empty, keeps a plugin's classes of
    /// those names only.
    public static func resolve(_ argument: String, pluginPath: [String], trustPlugins: Bool = false,
                               classes: [String] = []) throws(FuzzError) -> [FuzzTarget] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
            if isFolder.boolValue {
                guard FileManager.default.fileExists(atPath: argument + "/init.lua") else {
                    throw FuzzError("\(argument) is a folder without an init.lua: give a plugin, a scenario file or a class name")
                }
                let folder = trimmed(argument)
                return try pluginTargets(file: folder, name: (folder as NSString).lastPathComponent,
                                         folder: parent(of: folder), pluginPath: pluginPath, trusted: trustPlugins, classes: classes)
            }
            guard argument.hasSuffix(".lua") else {
                throw FuzzError("\(argument) is not a Lua file: give a plugin, a scenario file or a class name")
            }
            if try isScenario(argument) {
                return [try scenarioTarget(argument, pluginPath: pluginPath, trusted: trustPlugins)]
            }
            let name = String(((argument as NSString).lastPathComponent).dropLast(4))
            return try pluginTargets(file: argument, name: name, folder: parent(of: argument),
                                     pluginPath: pluginPath, trusted: trustPlugins, classes: classes)
        }
        if argument.contains("/") || argument.hasSuffix(".lua") {
            throw FuzzError("no such file or folder: \(argument)")
        }
        return [try classTarget(argument, pluginPath: pluginPath, trusted: trustPlugins)]
    }

    // MARK: Scenarios

    /// Whether a file is a scenario: named `*_test.lua`, or defining a global `fuzz` function.
    private static func isScenario(_ file: String) throws(FuzzError) -> Bool {
        if file.hasSuffix("_test.lua") { return true }
        let text: String
        do { text = String(decoding: try FileContents.read(file), as: UTF8.self) } catch { throw FuzzError(error.description) }
        return text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == "=" })
            return (words.first == "function" && words.dropFirst().first == "fuzz") || (words.first == "fuzz" && line.contains("function"))
        }
    }

    /// A scenario file's target: its `fuzz` set-up, copied from the file so reproductions can
    /// begin with it.
    private static func scenarioTarget(_ file: String, pluginPath: [String], trusted: Bool) throws(FuzzError) -> FuzzTarget {
        let folders = ScenarioDiscovery.isPluginFolder(parent(of: file)) ? [parent(of: file)] : []
        let path = folders + pluginPath.filter { !folders.contains($0) }
        let probe = FuzzTarget(kind: .scenario, className: nil, file: file, pluginName: nil, setUp: "",
                               pluginPath: path, trustPlugins: trusted)
        let setUp = try FuzzWorld.setUpSource(of: probe)
        return FuzzTarget(kind: .scenario, className: nil, file: file, pluginName: nil, setUp: setUp,
                          pluginPath: path, trustPlugins: trusted)
    }

    // MARK: Classes

    /// A class named on the command line: a standard control, or a plugin's class.
    private static func classTarget(_ name: String, pluginPath: [String], trusted: Bool) throws(FuzzError) -> FuzzTarget {
        if let setUp = standardSetUps[name] {
            return FuzzTarget(kind: .builtInClass, className: name, file: nil, pluginName: nil,
                              setUp: setUpFunction(comment: "A standard \(name), centred in the window.", body: setUp, returning: variable(of: setUp)),
                              pluginPath: pluginPath, trustPlugins: trusted)
        }
        if StandardClass.byName[name] != nil {
            throw FuzzError("\(name) has no standard set-up for fuzzing (those with one: "
                            + standardControlNames.joined(separator: ", ") + "); write a fuzz set-up in a scenario file")
        }
        let session = try probeSession(pluginPath: pluginPath, trusted: trusted)
        guard let found = try? session.run("return \(name)", chunkName: "=fuzz"), found.first != .nil,
              let definition = session.customControls.definitions[name], let source = definition.source,
              let plugin = session.customControls.plugins.known.values.first(where: { $0.path == source }) else {
            let known = standardControlNames + session.customControls.plugins.known.keys.sorted()
            throw FuzzError("no plugin on the plugin path (\(pluginPath.joined(separator: ", "))) defines \(name), and it is no standard control"
                            + NearestName.hint(for: name, among: known))
        }
        return try pluginTargets(file: plugin.displayPath, name: plugin.name, folder: nil, pluginPath: pluginPath,
                                 trusted: trusted, classes: [name]).first!
    }

    /// The classes a plugin defines, each with a default set-up.
    private static func pluginTargets(file: String, name: String, folder: String?, pluginPath: [String], trusted: Bool,
                                      classes: [String]) throws(FuzzError) -> [FuzzTarget] {
        let path = folder.map { own in [own] + pluginPath.filter { $0 != own } } ?? pluginPath
        let session = try probeSession(pluginPath: path, trusted: trusted)
        let defined: [String]
        do {
            let list = try session.loadPlugin(named: name)
            defined = (try list.reference?.entries() ?? []).sorted { "\($0.key)" < "\($1.key)" }.compactMap {
                if case .string(let className) = $0.value { className } else { nil }
            }
        } catch {
            throw FuzzError("\(error)")
        }
        let chosen = classes.isEmpty ? defined : defined.filter(classes.contains)
        if let missing = classes.first(where: { !defined.contains($0) }) {
            throw FuzzError("\(file) defines no class \(missing) (it defines \(defined.joined(separator: ", ")))")
        }
        var targets: [FuzzTarget] = []
        for className in chosen {
            let setUp = try defaultSetUp(of: className, plugin: name, in: session)
            targets.append(FuzzTarget(kind: .pluginClass, className: className, file: file, pluginName: name,
                                      setUp: setUp, pluginPath: path, trustPlugins: trusted))
        }
        return targets
    }

    /// `function fuzz() … end` for a plugin's class: one instance with its defaults, centred in
    /// the window unless its own initialisation placed it; 200×200 when it has no size.
    private static func defaultSetUp(of className: String, plugin: String, in session: ScriptSession) throws(FuzzError) -> String {
        let made: [LuaValue]
        do { made = try session.run("return \(className){}", chunkName: "=fuzz") } catch {
            throw FuzzError("\(className){} fails, so it cannot be set up for fuzzing: \(error.message)")
        }
        guard let view = made.first.flatMap({ session.object(from: $0) }) as? View else {
            throw FuzzError("\(className) is not a view, so it cannot be fuzzed")
        }
        let window = session.stage.window.bounds
        let variable = FuzzScriptWriter.variableNames(forTypes: [className])[0]
        var frame = view.frame
        var construction = "\(className){}"
        if frame.width < 1 || frame.height < 1 || frame.origin == .zero || !window.contains(frame) {
            if frame.width < 1 || frame.height < 1 { frame.size = Size(width: 200, height: 200) }
            let x = ((window.width - frame.width) / 2).rounded(.down), y = ((window.height - frame.height) / 2).rounded(.down)
            construction = "\(className){frame = {\(x.compactText), \(y.compactText), \(frame.width.compactText), \(frame.height.compactText)}}"
        }
        var body = ""
        if snakeCase(className) != plugin { body += "plugin.load(\(FuzzScriptWriter.quoted(plugin)))\n  " }
        body += "local \(variable) = \(construction)"
        return setUpFunction(comment: "The default set-up: one \(className) with its defaults, in the window.", body: body, returning: variable)
    }

    /// A set-up function around lines that make a view called `variable`.
    private static func setUpFunction(comment: String, body: String, returning variable: String) -> String {
        "-- \(comment)\nfunction fuzz()\n  \(body)\n  window:addSubview(\(variable))\n  return \(variable)\nend\n"
    }

    /// The variable a standard set-up's first line makes.
    private static func variable(of setUp: String) -> String {
        String(setUp.split(separator: " ")[1])
    }

    private static func snakeCase(_ name: String) -> String { FuzzTarget.snakeCase(name) }

    /// A session for looking at plugins before fuzzing them, as sandboxed as a scenario's.
    private static func probeSession(pluginPath: [String], trusted: Bool) throws(FuzzError) -> ScriptSession {
        var options = ScriptSession.Options()
        options.sandboxed = true
        options.pluginPath = pluginPath
        options.trustPlugins = trusted
        options.instructionBudget = ScenarioSettings.defaultInstructionBudget
        do { return try ScriptSession(options: options) } catch { throw FuzzError(error.message) }
    }

    private static func parent(of path: String) -> String {
        let folder = (trimmed(path) as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
