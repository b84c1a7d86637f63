import Foundation
import Testing
@testable import TactileScripting

/// `tactile test --watch`: which scenario files run again after a change, and the record of the
/// plugins each file loaded that the choice rests on.
@Suite("Affected scenarios")
struct AffectedScenariosTests {
    let scenarios = ["plugins/knob_test.lua", "plugins/lock_test.lua", "plugins/gauge_test.lua",
                     "plugins/gauge/needle_test.lua", "scripts/dial.lua", "scripts/panel.lua", "scripts/plain.lua", "scripts/todo.lua"]
    let used = ["scripts/dial.lua": ["plugins/knob.lua"], "scripts/panel.lua": ["plugins/knob.lua", "plugins/gauge"],
                "plugins/knob_test.lua": ["plugins/knob.lua"], "scripts/plain.lua": [],
                "scripts/todo.lua": ["plugins/timer.lua", "plugins/timer"]]

    private func affected(_ changed: String..., scenarios: [String]? = nil) -> [String] {
        AffectedScenarios.files(changed: changed, scenarios: scenarios ?? self.scenarios,
                                pluginFolders: ["plugins"], pluginsUsed: used)
    }

    @Test func aChangedScenarioFileRunsItselfOnly() {
        #expect(affected("scripts/dial.lua") == ["scripts/dial.lua"])
        #expect(affected("plugins/lock_test.lua") == ["plugins/lock_test.lua"])
    }

    @Test func aChangedPluginRunsItsOwnTestAndEveryFileThatLoadedItLastRun() {
        #expect(affected("plugins/knob.lua") == ["plugins/knob_test.lua", "scripts/dial.lua", "scripts/panel.lua"])
        // No file loaded the lock: only its own test runs.
        #expect(affected("plugins/lock.lua") == ["plugins/lock_test.lua"])
    }

    @Test func aModuleOfAFolderPluginCountsAsThePluginWithTheTestsInsideItsFolder() {
        let expected = ["plugins/gauge_test.lua", "plugins/gauge/needle_test.lua", "scripts/panel.lua"]
        #expect(affected("plugins/gauge/init.lua") == expected)
        #expect(affected("plugins/gauge/parts/needle.lua") == expected)
    }

    @Test func aNewScenarioFileRunsItselfAndADeletedOneIsDropped() {
        #expect(affected("scripts/new.lua", scenarios: scenarios + ["scripts/new.lua"]) == ["scripts/new.lua"])
        let remaining = scenarios.filter { $0 != "scripts/dial.lua" }
        #expect(affected("scripts/dial.lua", scenarios: remaining).isEmpty)
    }

    @Test func aNewPluginRunsTheFilesThatLookedForItInVain() {
        #expect(affected("plugins/timer.lua") == ["scripts/todo.lua"])
        #expect(affected("plugins/timer/init.lua") == ["scripts/todo.lua"])
    }

    @Test func aDeletedPluginRunsTheFilesThatLoadedIt() {
        let remaining = scenarios.filter { $0 != "plugins/knob_test.lua" }
        #expect(affected("plugins/knob.lua", "plugins/knob_test.lua", scenarios: remaining) == ["scripts/dial.lua", "scripts/panel.lua"])
    }

    @Test func otherFilesAffectNothingAndSeveralChangesRunEachFileOnceInOrder() {
        #expect(affected("scripts/helpers/notes.txt", "elsewhere/tool.lua").isEmpty)
        #expect(affected("scripts/panel.lua", "plugins/knob.lua", "scripts/dial.lua")
            == ["plugins/knob_test.lua", "scripts/dial.lua", "scripts/panel.lua"])
    }

    @Test func pathsAreComparedAsTheSameFileHoweverSpelled() {
        let changed = FileManager.default.currentDirectoryPath + "/plugins/../plugins/knob.lua"
        #expect(AffectedScenarios.files(changed: [changed], scenarios: ["./scripts/dial.lua"], pluginFolders: ["./plugins/"],
                                        pluginsUsed: ["scripts/dial.lua": ["plugins/knob.lua"]]) == ["./scripts/dial.lua"])
    }

    @Test func aFileRecordsThePluginsItLoadedOneThatFailedAndWhereAMissingOneWouldBe() throws {
        let files = ScenarioFiles()
        let folder = files.folder.path
        _ = files.write("broken.lua", "Control.define{ name = 'Broken' \n")  // a syntax error
        let scenario = files.write("uses.lua", """
            describe("both", function()
              it("uses a knob", function() expect(Knob{}).to.be_truthy() end)
              it("tries the broken one", function() Broken{} end)
              it("looks for one not written yet", function() Unwritten{} end)
            end)
            """)
        let runner = ScenarioRunner(makeStage: {
            var options = ScriptSession.Options()
            options.pluginPath = [folder, repositoryPlugins]
            return ControlStage(options: options)
        })
        let result = runner.test(file: scenario)
        #expect(result.tests.map(\.status) == [.passed, .errored, .errored])
        let awaited = [folder, repositoryPlugins].flatMap { [$0 + "/unwritten.lua", $0 + "/unwritten"] }
        #expect(Set(result.plugins ?? []).isSuperset(of: awaited))
        #expect(result.plugins?.filter { !awaited.contains($0) } == [folder + "/broken.lua", repositoryPlugins + "/knob.lua"].sorted())
        let plain = files.write("plain.lua", "it('adds', function() expect(1 + 1).to.equal(2) end)")
        #expect(runner.test(file: plain).plugins == [])
    }
}
