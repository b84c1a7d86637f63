import ArgumentParser
import Foundation
import TactileScripting

/// `tactile types [-o DIR] [--plugins]`: writes `tactile.lua`, a LuaLS definition file of every
/// bound class, member and global, and `.luacheckrc`, luacheck's standard of Tactile's globals,
/// both read from the bindings a scenario sees.
///
///     $ tactile types --plugins -o .
///     wrote ./tactile.lua (42 classes, 25 globals) and ./.luacheckrc
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Write LuaLS definitions and a luacheck standard of Tactile's Lua API.",
        discussion: """
            tactile.lua (---@meta) lets VS Code's and Neovim's Lua language server complete and check
            plugin and scenario code; .luacheckrc tells luacheck which globals Tactile provides. With
            --plugins, the classes the plugins on the plugin path define are included.
            """
    )

    @Option(name: .short, help: ArgumentHelp("The folder to write tactile.lua and .luacheckrc into.", valueName: "dir"))
    var output = "."

    @Flag(help: "Load every plugin on the plugin path and include the classes they define.")
    var plugins = false

    @OptionGroup var pluginPath: PluginPathOptions

    func validate() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("-o \(output) is a file, not a folder to write tactile.lua and .luacheckrc into")
        }
    }

    func run() throws {
        let catalog: BindingCatalog
        do {
            catalog = try BindingCatalog(pluginPath: pluginPath.path, trustPlugins: pluginPath.trusted, includingPlugins: plugins)
        } catch {
            ReportOutput.error("tactile types: error: \(error)")
            throw ExitCode(1)
        }
        let folder = URL(fileURLWithPath: output)
        let definitions = folder.appendingPathComponent("tactile.lua").path
        let standard = folder.appendingPathComponent(".luacheckrc").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileReplacement.write(Array(LuaLSDefinitions.text(of: catalog).utf8), to: definitions)
            try FileReplacement.write(Array(LuacheckStandard.text(of: catalog).utf8), to: standard)
        } catch {
            ReportOutput.error("tactile types: error: \(error)")
            throw ExitCode(1)
        }
        ReportOutput.line("wrote \(definitions) (\(catalog.classes.count) classes, \(catalog.globals.count) globals) and \(standard)")
    }
}
