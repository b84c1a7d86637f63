import Testing
@testable import ControlKit

/// Raw values and names, uikit-rules §1 (checklist §9.1).
@Suite("Control events, states and alignments (§1)")
struct ControlValueTests {
    @Test("§1.1: every control event has UIKit's raw value")
    func eventRawValues() {
        let expected: [(Control.Event, UInt)] = [
            (.touchDown, 0x1), (.touchDownRepeat, 0x2), (.touchDragInside, 0x4), (.touchDragOutside, 0x8),
            (.touchDragEnter, 0x10), (.touchDragExit, 0x20), (.touchUpInside, 0x40), (.touchUpOutside, 0x80),
            (.touchCancel, 0x100), (.valueChanged, 0x1000), (.primaryActionTriggered, 0x2000),
            (.menuActionTriggered, 0x4000), (.editingDidBegin, 0x10000), (.editingChanged, 0x20000),
            (.editingDidEnd, 0x40000), (.editingDidEndOnExit, 0x80000), (.allTouchEvents, 0xFFF),
            (.allEditingEvents, 0xF0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected {
            #expect(event.rawValue == raw, "\(event)")
        }
    }

    @Test("§1.1: the application events are the four bits of the application-reserved range")
    func applicationEvents() {
        let all = (0..<4).reduce(into: Control.Event()) { $0.formUnion(.application($1)) }
        #expect(all == .applicationReserved)
        #expect(Control.Event.application(0).rawValue == 0x0100_0000)
    }

    @Test("§1.1: names convert both ways for every single event and every mask")
    func eventNames() throws {
        for (name, event) in Control.Event.namedEvents + Control.Event.namedMasks {
            #expect(Control.Event(name: name) == event)
            #expect(event.name == name)
        }
        #expect(Control.Event(name: "touchUpInside") == .touchUpInside)
        #expect(Control.Event.valueChanged.name == "valueChanged")
        #expect(Control.Event(name: "tapped") == nil)
        #expect(Control.Event.namedEvents.count == 20)
    }

    @Test("§1.1: a set of events lists its parts by name, unnamed bits in hex")
    func eventSetNames() {
        #expect(Control.Event([.touchDown, .touchUpInside]).names == ["touchDown", "touchUpInside"])
        #expect(Control.Event([.touchDown, .touchUpInside]).description == "touchDown|touchUpInside")
        #expect(Control.Event(rawValue: 0x201).names == ["touchDown", "0x200"])
        #expect(Control.Event.allTouchEvents.description == "allTouchEvents")
        #expect(Control.Event().description == "none")
    }

    @Test("§1.2: every control state has UIKit's raw value, and names convert both ways")
    func stateRawValues() {
        let expected: [(Control.State, UInt)] = [
            (.normal, 0), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8),
            (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
        ]
        for (state, raw) in expected { #expect(state.rawValue == raw) }
        for (name, state) in Control.State.named { #expect(Control.State(name: name) == state) }
        #expect(Control.State([.highlighted, .selected]).names == ["highlighted", "selected"])
        #expect(Control.State.normal.names == ["normal"])
    }

    @Test("§1.2: state is synthesized from isHighlighted, isEnabled and isSelected")
    func stateSynthesis() {
        let control = Control()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isHighlighted = false
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
    }

    @Test("§2.4: a disabled control refuses to become highlighted, but can be un-highlighted")
    func disabledRefusesHighlight() {
        let control = Control()
        control.isEnabled = false
        control.isHighlighted = true
        #expect(!control.isHighlighted)
        control.isEnabled = true
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.isHighlighted)
        control.isHighlighted = false
        #expect(!control.isHighlighted)
    }

    @Test("§1.3: content alignments have UIKit's raw values; leading and trailing resolve left to right")
    func alignments() {
        #expect(Control.ContentVerticalAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect([Control.ContentVerticalAlignment.center, .top, .bottom, .fill].map(\.rawValue) == [0, 1, 2, 3])
        #expect([Control.ContentHorizontalAlignment.center, .left, .right, .fill, .leading, .trailing].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        let control = Control()
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        #expect(control.contentVerticalAlignment == .center)
    }
}
