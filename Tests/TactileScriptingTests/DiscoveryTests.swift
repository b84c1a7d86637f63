import Foundation
import Testing
@testable import TactileScripting
import TestSupport

@Suite("Scenario discovery")
struct DiscoveryTests {
    /// A project folder with scenarios, plugins and things that are not scenarios.
    let project = ScratchFolder("discover")
    var root: String { project.path }

    init() throws {
        for file in ["scripts/b.lua", "scripts/a.lua", "scripts/test", "scripts/sub/c.lua", "scripts/.hidden/x.lua",
                     "plugins/knob.lua", "plugins/knob_test.lua", "plugins/lock/init.lua", "plugins/lock/lock_test.lua",
                     "extra/dial.lua", "extra/dial_test.lua"] {
            try project.write(file, "")
        }
    }

    @Test func foldersYieldSortedLuaFilesAndPluginTestsOnly() throws {
        let found = try ScenarioDiscovery.discover([root + "/scripts", root + "/plugins"])
        #expect(found == ["scripts/a.lua", "scripts/b.lua", "scripts/sub/c.lua",
                          "plugins/knob_test.lua", "plugins/lock/lock_test.lua"].map { root + "/" + $0 })
    }

    @Test func aFileIsTakenAsGivenAndDuplicatesDropped() throws {
        let found = try ScenarioDiscovery.discover([root + "/scripts/b.lua", root + "/scripts/b.lua"])
        #expect(found == [root + "/scripts/b.lua"])
    }

    @Test func missingPathsAndEmptyFoldersAreErrors() throws {
        #expect(throws: ScenarioDiscovery.Failure.missing(root + "/nope")) {
            try ScenarioDiscovery.discover([root + "/nope"])
        }
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        #expect(throws: ScenarioDiscovery.Failure.nothingFound([root + "/empty"])) {
            try ScenarioDiscovery.discover([root + "/empty"])
        }
    }

    @Test func defaultsAreUsedWhenNoPathIsGivenSkippingAbsentOnes() throws {
        let found = try ScenarioDiscovery.discover([], defaults: [root + "/scripts", root + "/absent"])
        #expect(found == ["scripts/a.lua", "scripts/b.lua", "scripts/sub/c.lua"].map { root + "/" + $0 })
        #expect(throws: ScenarioDiscovery.Failure.nothingFound([root + "/absent"])) {
            try ScenarioDiscovery.discover([], defaults: [root + "/absent"])
        }
    }

    @Test func foldersOfThePluginPathContributeTheirTestFilesByDefaultAndWhenNamed() throws {
        let found = try ScenarioDiscovery.discover([], defaults: [root + "/scripts"], pluginFolders: [root + "/extra"])
        #expect(found.last == root + "/extra/dial_test.lua")
        #expect(!found.contains(root + "/extra/dial.lua"))
        let named = try ScenarioDiscovery.discover([root + "/extra"], pluginFolders: [root + "/extra"])
        #expect(named == [root + "/extra/dial_test.lua"])
        #expect(try ScenarioDiscovery.discover([root + "/extra"]).count == 2)  // not on the plugin path: a plain folder
    }

    /// A plugin author's folder, whatever its name, holds `*_test.lua` files beside its plugins.
    @Test func aFolderHoldingTestFilesIsAFolderOfPlugins() throws {
        #expect(ScenarioDiscovery.isPluginFolder(root + "/extra"))
        #expect(ScenarioDiscovery.isPluginFolder(root + "/plugins"))
        #expect(!ScenarioDiscovery.isPluginFolder(root + "/scripts"))
        #expect(ScenarioDiscovery.pluginFolders(among: [root + "/scripts", root + "/extra"]) == [root + "/extra"])
        // Spelled differently, the folder is still the one on the plugin path.
        #expect(try ScenarioDiscovery.discover([root + "/extra/"], pluginFolders: [root + "/scripts/../extra"])
                == [root + "/extra/dial_test.lua"])
    }

    @Test func hiddenEntriesCountOnlyInsideTheWalkedFolder() {
        #expect(ScenarioDiscovery.isScenario("a.lua", in: "."))
        #expect(ScenarioDiscovery.isScenario("a.lua", in: "../.config/scenarios"))
        #expect(!ScenarioDiscovery.isScenario(".hidden/a.lua", in: "."))
        #expect(!ScenarioDiscovery.isScenario("knob.lua", in: "./plugins"))
        #expect(ScenarioDiscovery.isScenario("knob/knob_test.lua", in: "plugins"))
        #expect(!ScenarioDiscovery.isScenario("notes.txt", in: "scripts"))
    }

    @Test func theDefaultFoldersAreScriptsAndPlugins() {
        #expect(ScenarioDiscovery.defaultPaths == ["scripts", "plugins"])
    }
}
