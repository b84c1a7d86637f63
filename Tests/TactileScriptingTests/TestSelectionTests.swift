import Testing
@testable import TactileScripting

/// `--tags`, `--exclude-tags` and `--shuffle --seed` (scenarios §2.6).
@Suite("Choosing and ordering tests")
struct TestSelectionTests {
    let files = ScenarioFiles()

    @Test("A tag is #word in a test's name or a block's name")
    func tagsAreHashWords() {
        #expect(TestSelection.tags(in: ["db #slow", "saves #io-heavy #slow"]) == ["slow", "io-heavy"])
        #expect(TestSelection.tags(in: ["no tags", "a # alone"]) == [])
    }

    @Test("--tags keeps tests with one of the tags, --exclude-tags drops tests with any")
    func tagsSelect() {
        let source = """
            describe("db #slow", function()
              it("saves", function() end)
              it("loads #fast", function() end)
            end)
            it("adds #fast", function() end)
            it("plain", function() end)
            """
        func names(_ selection: TestSelection) -> [String] {
            files.test(source, settings: ScenarioSettings(selection: selection)).tests.map(\.name)
        }
        #expect(names(TestSelection(tags: ["slow"])) == ["db #slow › saves", "db #slow › loads #fast"])
        #expect(names(TestSelection(tags: ["fast"])) == ["db #slow › loads #fast", "adds #fast"])
        #expect(names(TestSelection(excludedTags: ["slow"])) == ["adds #fast", "plain"])
        #expect(names(TestSelection(tags: ["fast"], excludedTags: ["slow"])) == ["adds #fast"])
    }

    /// Twelve tests in blocks, which print their names into a shared log.
    private let shuffleProbe = """
        local log = {}
        local function test(name) it(name, function() log[#log + 1] = name end) end
        describe("a", function() for i = 1, 4 do test("a" .. i) end end)
        describe("b", function()
          for i = 1, 3 do test("b" .. i) end
          describe("c", function() for i = 1, 3 do test("c" .. i) end end)
        end)
        test("d1")
        test("d2")
        """

    private func order(seed: UInt64?) -> [String] {
        files.test(shuffleProbe, settings: ScenarioSettings(selection: TestSelection(seed: seed))).tests.map { $0.path.last ?? "" }
    }

    @Test("The same seed gives the same order; shuffled, a block's tests stay together")
    func shuffleIsRepeatable() {
        let plain = order(seed: nil)
        #expect(plain == ["a1", "a2", "a3", "a4", "b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2"])
        let first = order(seed: 42)
        #expect(first == order(seed: 42))
        #expect(first.sorted() == plain.sorted())
        let orders = Set((1...6).map { order(seed: $0) })
        #expect(orders.count > 1)
        for shuffled in orders {
            for block in ["a", "b", "c"] {
                let places = shuffled.indices.filter { shuffled[$0].hasPrefix(block) || (block == "b" && shuffled[$0].hasPrefix("c")) }
                #expect(places.last! - places.first! == places.count - 1, "block \(block) split in \(shuffled)")
            }
        }
    }

    @Test("Shuffled, a block's teardown still runs after its last test")
    func teardownFollowsTheShuffledOrder() {
        let result = files.test("""
            local open = false
            describe("block", function()
              setup(function() open = true end)
              teardown(function() open = false end)
              for i = 1, 5 do it("inside " .. i, function() assert.is_true(open) end) end
            end)
            it("outside", function() assert.is_false(open) end)
            """, settings: ScenarioSettings(selection: TestSelection(seed: 7)))
        #expect(result.tests.allSatisfy { $0.status == .passed })
        #expect(result.tests.count == 6)
    }
}
