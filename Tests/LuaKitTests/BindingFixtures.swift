@testable import LuaKit

/// Small classes standing in for bound host types in binding tests.
class Widget {
    var title = ""
    var isEnabled = true
    let identifier: Int
    var deinitCounter: LiveCounter?

    init(identifier: Int = 0, counter: LiveCounter? = nil) {
        self.identifier = identifier
        deinitCounter = counter
        counter?.count += 1
    }

    deinit { deinitCounter?.count -= 1 }

    func describe() -> String { "Widget \(identifier)" }
}

final class Gauge: Widget {
    var value = 0.0
    var maximum = 1.0

    func setValue(_ newValue: Double) { value = min(max(newValue, 0), maximum) }
}

final class Stranger {}

enum Bindings {
    static var widget: LuaClass<Widget> { LuaClass<Widget>("Widget", namespace: "test", doc: "A base widget.")
        .property("title", doc: "The title.", get: \.title, set: { $0.title = $1 })
        .property("isEnabled", doc: "Whether it responds.", get: \.isEnabled, set: { $0.isEnabled = $1 })
        .property("identifier", doc: "A fixed number.", get: \.identifier)
        .method("describe", doc: "A short description.") { widget, call in call.results(widget.describe()) }
        .method("rename", doc: "Sets the title.") { widget, call in
            try call.expectArguments(1)
            widget.title = try call.argument(1, as: String.self)
            return .none
        }
        .description { "Widget(\($0.identifier))" }
    }

    static var gauge: LuaClass<Gauge> { LuaClass<Gauge>("Gauge", namespace: "test", doc: "A value gauge.", superclass: widget)
        .property("value", doc: "The current value.", get: \.value, set: { $0.value = $1 })
        .property("maximum", get: \.maximum)
        .method("setValue", doc: "Sets the value, clamped.") { gauge, call in
            gauge.setValue(try call.argument(1, as: Double.self))
            return .none
        }
        .method("describe", doc: "Overrides Widget's.") { gauge, call in call.results("Gauge at \(gauge.value)") }
    }

    /// A state with both classes registered.
    static func state() throws -> LuaState {
        let lua = try LuaState()
        try lua.register(widget)
        try lua.register(gauge)
        return lua
    }
}
