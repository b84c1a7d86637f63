import Testing
@testable import ControlKit

/// What resolving an instance's appearance costs (uikit-rules §17.7): the steps grow with the
/// depth of its container chain, and do not grow with the number of proxies registered.
@Suite("Appearance proxies: cost (uikit-rules §17.7)")
struct AppearanceCostTests {
    /// The steps resolving a button `depth` views deep takes, with `unrelated` proxies registered
    /// that it does not match (buttons in containers of other classes, and other classes' proxies)
    /// beside the three it does.
    private func steps(depth: Int, unrelated: Int) throws -> Int {
        let application = Application()
        let registry = application.appearance
        for index in 0..<unrelated {
            let container = AppearanceClass("Unrelated\(index)", superclass: .view)
            try registry.proxy(for: .button, whenContainedIn: [container]).set(Optional(Color.red), for: "tintColor")
            try registry.proxy(for: .label, whenContainedIn: [.buttonStrip, container]).set(Color.red, for: "textColor")
        }
        try registry.proxy(for: .button).set(Optional(Color.blue), for: "tintColor")
        try registry.proxy(for: .button, whenContainedIn: [.buttonStrip]).set(Optional(Color.green), for: "tintColor")
        try registry.proxy(for: .view, whenContainedIn: [.buttonStrip, .buttonStrip]).set(Optional(Color.gray), for: "backgroundColor")
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var parent: View = window
        for level in 0..<depth {
            let next: View = level % 3 == 0 ? ButtonStrip() : View()
            parent.addSubview(next)
            parent = next
        }
        let button = Button()
        parent.addSubview(button)
        #expect(button.tintColor == .green)
        let before = registry.resolutionSteps
        _ = registry.resolvedValues(for: button)
        return registry.resolutionSteps - before
    }

    @Test("§17.7: the steps do not change with the number of proxies registered")
    func independentOfProxyCount() throws {
        let few = try steps(depth: 12, unrelated: 10)
        let many = try steps(depth: 12, unrelated: 1000)
        #expect(few == many)
    }

    @Test("§17.7: the steps grow in step with the container chain's depth")
    func linearInDepth() throws {
        let shallow = try steps(depth: 12, unrelated: 100)
        let middle = try steps(depth: 24, unrelated: 100)
        let deep = try steps(depth: 36, unrelated: 100)
        #expect(middle > shallow)
        #expect(deep - middle == middle - shallow, "each 12 more levels cost the same")
    }
}
