import Testing
@testable import ControlKit

/// Accessibility labels, identifiers and traits as UIKit's standard views give them, and the
/// queries UI tests find views with.
@Suite("Accessibility (UIAccessibility)")
struct AccessibilityTests {
    @Test("A button reads as its title for the current state; a label as its text; code's own label wins")
    func labelsComeFromTitlesAndText() {
        let button = Button()
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.accessibilityLabel == "Play")
        button.isSelected = true
        #expect(button.accessibilityLabel == "Pause")
        button.accessibilityLabel = "Toggle playback"
        #expect(button.accessibilityLabel == "Toggle playback")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Pause")
        let label = Label()
        label.text = "Now playing"
        #expect(label.accessibilityLabel == "Now playing")
        #expect(View().accessibilityLabel == nil)
    }

    @Test("Traits follow the class and a control's state: button, adjustable, static text, image, tab bar; notEnabled and selected")
    func traitsFollowClassAndState() {
        let button = Button()
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        #expect(Slider().accessibilityTraits == .adjustable)
        #expect(Switch().accessibilityTraits == .button)
        #expect(Label().accessibilityTraits == .staticText)
        #expect(ImageView().accessibilityTraits == .image)
        #expect(View().accessibilityTraits == [])
        let slider = Slider()
        slider.accessibilityTraits = [.adjustable, .updatesFrequently]
        slider.isEnabled = false
        #expect(slider.accessibilityTraits == [.adjustable, .updatesFrequently])  // set traits are what was set
        #expect(AccessibilityTraits(named: "notEnabled") == .notEnabled)
        #expect(AccessibilityTraits([.button, .selected]).names == ["button", "selected"])
    }

    @Test("A tab reads as its item's title and is a button, selected while its item is")
    func tabsReadAsTheirItems() throws {
        let bar = TabBar(frame: Rect(x: 0, y: 0, width: 320, height: 49))
        let inbox = TabBarItem(title: "Inbox", tag: 1), sent = TabBarItem(title: "Sent", tag: 2)
        bar.items = [inbox, sent]
        bar.selectedItem = sent
        let tabs = ViewQuery(traits: .button).views(in: bar)
        #expect(tabs.map(\.accessibilityLabel) == ["Inbox", "Sent"])
        #expect(tabs.map { $0.accessibilityTraits.contains(.selected) } == [false, true])
    }

    @Test("A query keeps every view that fits, superviews first, leaving hidden ones out unless asked")
    func queriesWalkTheHierarchyInOrder() {
        let root = View()
        let first = Slider(), second = Slider(), hidden = Slider(), inner = Slider()
        let group = View()
        group.isHidden = true
        group.addSubview(inner)
        for view in [first, group, second, hidden] { root.addSubview(view) }
        hidden.isHidden = true
        second.accessibilityIdentifier = "volume"
        let sliders = ViewQuery(traits: .adjustable)
        #expect(sliders.views(in: root).map { $0 === first || $0 === second } == [true, true])
        #expect(ViewQuery(traits: .adjustable, includesHidden: true).views(in: root).count == 4)
        #expect(ViewQuery(identifier: "volume").views(in: root).first === second)
        #expect(ViewQuery(identifier: "volume", traits: .button).views(in: root).isEmpty)
        #expect(ViewQuery(condition: { $0 is Slider }).views(in: root).count == 2)
    }
}
