import Testing
@testable import ControlKit

/// `LifetimeLink`: what the model's hot objects are referenced through instead of weakly. It must
/// read as a weak reference does — the object while it lives, nil from the moment it goes — and
/// the traffic names it carries must stay each application's own.
@Suite("Lifetime links: references without a weak reference's side table")
struct LifetimeLinkTests {
    @Test("a link reads its object while it lives and nil once it is released, and does not keep it alive")
    func linkEndsWithItsObject() {
        let link: LifetimeLink
        weak var released: View?
        do {
            let view = View()
            link = view.lifetimeLink
            released = view
            #expect(link.object === view)
            #expect(view.lifetimeLink === link, "an object makes one link")
        }
        #expect(released == nil)
        #expect(link.object == nil)
    }

    @Test("a layer and a touch lose their view and window when those are released")
    func layerAndTouchLoseTheirOwners() {
        var layer: Layer?
        var touch: Touch?
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            layer = window.layer
            touch = window.makeTouch(at: Point(x: 10, y: 10), timestamp: 0)
            #expect(layer?.owningView === window && touch?.window === window)
        }
        #expect(layer?.owningView == nil && touch?.window == nil)
    }

    @Test("two applications naming one view each keep their own name for it (traffic names are per application)")
    func carriedNamesArePerApplication() {
        let first = Application(), second = Application()
        let view = View(), other = View()
        let firstName = first.name(of: view)
        _ = second.name(of: other)
        let secondName = second.name(of: view)
        #expect(firstName.description == "View#1" && secondName.description == "View#2")
        #expect(first.name(of: view) == firstName && first.existingName(of: view) == firstName)
        #expect(second.name(of: view) == secondName)
        #expect(first.object(named: firstName) === view && second.object(named: secondName) === view)
    }

    @Test("a name is not found once its object is released, nor given to a new object at the same address")
    func releasedObjectsLoseTheirNames() {
        let application = Application()
        var name: ObjectName?
        do {
            let control = Control()
            name = application.name(of: control)
            #expect(application.object(named: name!) === control)
        }
        #expect(application.object(named: name!) == nil)
        let next = Control()
        #expect(application.existingName(of: next) == nil)
        #expect(application.name(of: next).description == "Control#2")
    }
}
