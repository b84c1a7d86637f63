import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// `find{...}` and `findAll{...}`: views found by accessibility label, identifier, traits and
/// class, as UI tests find them; clear errors that list near matches.
@Suite("Finding views from Lua")
struct FindTests {
    static let setUp = """
        play = Button{ frame = {0, 0, 80, 40} }
        play:setTitle("Play", "normal")
        volume = Slider{ frame = {0, 50, 200, 30}, accessibilityIdentifier = "volume" }
        hiddenSlider = Slider{ isHidden = true }
        caption = Label{ text = "Now playing" }
        for _, v in ipairs{ play, volume, hiddenSlider, caption } do window:addSubview(v) end
        """

    func session() throws -> ScriptSession {
        let session = try makeSession()
        try session.eval(Self.setUp)
        return session
    }

    @Test func findsByLabelIdentifierClassAndTraits() throws {
        let session = try session()
        #expect(try session.eval("""
            return find{label = "Play"} == play, find{identifier = "volume"} == volume,
              find{label = "Now playing", traits = "staticText"} == caption, find{class = "Slider"} == volume
            """) == [true, true, true, true])
    }

    @Test func findAllListsEveryMatchSuperviewsFirstAndHiddenOnlyWhenAsked() throws {
        let session = try session()
        #expect(try session.eval("""
            local all = findAll{class = "Control"}
            return #all, all[1] == play, all[2] == volume, #findAll{class = "Slider", hidden = true}, #findAll{label = "none"}
            """) == [2, true, true, 2, 0])
    }

    @Test func classMeansTheClassOrASubclassLuaDefinedOnesIncluded() throws {
        let session = try session()
        #expect(try session.eval("""
            local Knob = Control.define{ name = "Knob", base = "Control" }
            local knob = Knob{ accessibilityLabel = "Balance" }
            window:addSubview(knob)
            return find{class = "Knob"} == knob, #findAll{class = "Control"}, find{label = "Balance"} == knob
            """) == [true, 3, true])
    }

    @Test func traitsFollowTheControlsState() throws {
        let session = try session()
        #expect(try session.eval("""
            play.isEnabled = false
            return table.concat(play.accessibilityTraits, " "), find{traits = {"button", "notEnabled"}} == play
            """) == ["button notEnabled", true])
        #expect(try session.eval("""
            volume.accessibilityTraits = {"adjustable", "updatesFrequently"}
            return table.concat(volume.accessibilityTraits, " ")
            """) == ["updatesFrequently adjustable"])
    }

    @Test func nothingOrSeveralMatchingIsAnErrorThatSaysWhatThereIs() throws {
        let session = try session()
        #expect(throws: LuaError.self) { try session.eval("find{label = 'Paly'}") }
        func message(_ chunk: String) -> String? {
            do { _ = try session.eval(chunk); return nil } catch { return "\(error)" }
        }
        #expect(message("find{label = 'Paly'}")?.contains(#"test:1: find: no view matches {label = "Paly"}; did you mean Button#1 "Play"?"#) == true)
        #expect(message("find{identifier = 'volum'}")?.contains("did you mean Slider#1 (volume)?") == true)
        #expect(message("find{label = 'Stop'}")?.contains(#"there are Button#1 "Play", Slider#1 (volume), Label#1 "Now playing""#) == true)
        #expect(message("find{class = 'Slider', hidden = true}")?.contains(
            "find: 2 views match {class = \"Slider\", hidden = true}: Slider#1 (volume), Slider#2 (findAll lists them all") == true)
    }

    @Test func badQueriesAreRefusedWithTheNearestKnownName() throws {
        let session = try session()
        func message(_ chunk: String) -> String {
            do { _ = try session.eval(chunk); return "" } catch { return "\(error)" }
        }
        #expect(message("find{lable = 'x'}").contains("bad argument #1 to 'find' (unknown option 'lable'; did you mean 'label'?)"))
        #expect(message("findAll{class = 'Sldier'}").contains("bad argument #1 to 'findAll' (unknown class 'Sldier'; did you mean 'Slider'?)"))
        #expect(message("find{traits = 'buton'}").contains("(option 'traits': unknown trait 'buton'; did you mean 'button'?)"))
        #expect(message("play.accessibilityTraits = 'buton'").contains("bad argument #1 to 'Button.accessibilityTraits' (unknown trait 'buton'"))
        #expect(message("play.accessibilityTraits = 3").contains("bad argument #1 to 'Button.accessibilityTraits' (trait name or list of trait names expected, got number)"))
        #expect(message("find{}").contains("(a query needs label, identifier, class or traits)"))
        #expect(message("find(42)").contains("bad argument #1 to 'find'"))
        #expect(message("find{label = 1}").contains("(option 'label': string expected, got 1)"))
        #expect(message("find{within = 3, label = 'x'}").contains("(option 'within': View expected, got number)"))
    }

    @Test func withinSearchesUnderOneView() throws {
        let session = try session()
        #expect(try session.eval("""
            local panel = View{}
            local inner = Button{}
            inner:setTitle("Play", "normal")
            panel:addSubview(inner)
            window:addSubview(panel)
            return #findAll{label = "Play"}, find{label = "Play", within = panel} == inner
            """) == [2, true])
    }
}
