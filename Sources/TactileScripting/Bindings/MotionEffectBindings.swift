import ControlKit
import LuaKit

/// Motion effects (UIKit's `UIMotionEffect`, `UIInterpolatingMotionEffect`,
/// `UIMotionEffectGroup`), the views' members that add them, and the `device` global whose
/// tilt drives them (uikit-rules §16):
///
///     local sway = InterpolatingMotionEffect{ keyPath = "center.x", type = "tiltAlongHorizontalAxis",
///                                             minimumRelativeValue = -15, maximumRelativeValue = 15 }
///     ribbon:addMotionEffect(MotionEffectGroup{ motionEffects = { sway } })
///     device.tilt(1, 0); clock.advance(0.1)
///     print(ribbon.presentation.center.x - ribbon.center.x)   --> 15
///
/// A value's kind follows the key path: a number for `center.x`, `center.y`, `alpha` and
/// `layer.transform.rotation.z`, a `Point` for `center`, a `Size` for `layer.shadowOffset`, a
/// `Transform` for `transform` and `layer.transform`. An unknown key path or a value of another
/// kind is a bad argument.
enum MotionEffectBindings {
    static let effect: LuaClassDeclaration = LuaClass<MotionEffect>("MotionEffect", namespace: StandardBindings.namespace) {
        LuaMember.method("keyPathsAndRelativeValues", "(offset) -> {[string]: value}",
                         doc: "The values the effect adds for a viewer offset {x, y} (each -1…1), by key path (uikit-rules §16.1).") { (effect: MotionEffect, call) in
            try call.expectCount(1...1)
            let offset = try viewerOffset(call, 1)
            let table = try call.session.lua.newTable()
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: offset) {
                try table.rawSet(.string(keyPath.rawValue), try luaValue(value, call.session))
            }
            return [.table(table)]
        }
    }
    .sessionRoot()
    .declaration

    static let interpolating: LuaClassDeclaration = LuaClass<InterpolatingMotionEffect>("InterpolatingMotionEffect", namespace: StandardBindings.namespace, superclass: effect) {
        LuaMember.property("keyPath", type: keyPathType, doc: "The key path the effect changes, chosen when made (InterpolatingMotionEffect{keyPath = …}); read-only (uikit-rules §16.1).", read: { (effect: InterpolatingMotionEffect, _) in
            .string(effect.keyPath.rawValue)
        })
        LuaMember.property("type", type: "\"tiltAlongHorizontalAxis\"|\"tiltAlongVerticalAxis\"", doc: "The tilt the effect follows, chosen when made (InterpolatingMotionEffect{type = …}); read-only (uikit-rules §16.1).", read: { (effect: InterpolatingMotionEffect, _) in
            .string(effect.type.caseName)
        })
        relativeValue("minimumRelativeValue", doc: "The value added at an offset of -1, of the key path's kind; nil (nothing added) by default (uikit-rules §16.1).",
                      get: \.minimumRelativeValue, set: { $0.minimumRelativeValue = $1 })
        relativeValue("maximumRelativeValue", doc: "The value added at an offset of 1, of the key path's kind; nil (nothing added) by default (uikit-rules §16.1).",
                      get: \.maximumRelativeValue, set: { $0.maximumRelativeValue = $1 })
    }
    .declaration

    static let group: LuaClassDeclaration = LuaClass<MotionEffectGroup>("MotionEffectGroup", namespace: StandardBindings.namespace, superclass: effect) {
        LuaMember.property("motionEffects", type: "{MotionEffect}", doc: "The effects applied together, their values for one key path added up; {} by default; a new list at each read (uikit-rules §16.2).", read: { (group: MotionEffectGroup, session) in
            try session.luaList(group.motionEffects)
        }, write: { (group: MotionEffectGroup, value, session) in
            guard case .table(let list) = value else { throw LuaValueRefusal(expected: "list of MotionEffect") }
            var effects: [MotionEffect] = []
            for index in stride(from: 1, through: list.rawLength, by: 1) {
                guard let effect = session.object(from: try list.rawGet(.integer(index))) as? MotionEffect, effect !== group else {
                    throw LuaValueRefusal(expected: "list of MotionEffect", reason: "entry \(index) is not a motion effect other than the group")
                }
                effects.append(effect)
            }
            group.motionEffects = effects
        })
    }
    .constructor { MotionEffectGroup() }
    .declaration

    /// `InterpolatingMotionEffect{keyPath = …, type = …}`: both are needed and fixed once made.
    static var creation: Creation {
        Creation(keys: [("keyPath", "keyPath"), ("type", "type")], isRequired: true) { values, className in
            guard let keyValue = values["keyPath"], let typeValue = values["type"] else {
                throw ScriptError.message("\(className){} needs keyPath = (one of \(keyPathNames)) and type = (\"tiltAlongHorizontalAxis\" or \"tiltAlongVerticalAxis\")")
            }
            guard case .string(let name) = keyValue, let keyPath = MotionKeyPath(rawValue: name) else {
                let given = if case .string(let name) = keyValue { "'\(name)'" } else { keyValue.typeName }
                let hint = if case .string(let name) = keyValue { NearestName.hint(for: name, among: MotionKeyPath.allCases.map(\.rawValue)) } else { "" }
                throw ScriptError.message("bad key path for \(className) (one of \(keyPathNames) expected, got \(given))" + hint)
            }
            let type = try InterpolatingMotionEffect.EffectType.case(from: typeValue, in: .property(className: className, name: "type"))
            return InterpolatingMotionEffect(keyPath: keyPath, type: type)
        }
    }

    private static var keyPathNames: String { MotionKeyPath.allCases.map(\.rawValue).joined(separator: ", ") }
    private static var keyPathType: String { MotionKeyPath.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|") }

    /// A relative-value property: read as a number, `Point`, `Size` or `Transform`; set with a
    /// value of the key path's kind (checked as any argument), or nil.
    private static func relativeValue(_ name: String, doc: String, get: KeyPath<InterpolatingMotionEffect, MotionValue?>,
                                      set: @escaping (InterpolatingMotionEffect, MotionValue?) -> Void) -> LuaMember {
        LuaMember.property(name, type: "number|Point|Size|Transform|nil", doc: doc, read: { (effect: InterpolatingMotionEffect, session) in
            try effect[keyPath: get].map { try luaValue($0, session) } ?? .nil
        }, assign: { (effect: InterpolatingMotionEffect, assigned) in
            guard !assigned.isNil(1) else { return set(effect, nil) }
            set(effect, try motionValue(assigned, 1, kind: effect.keyPath.valueKind, for: effect.keyPath))
        })
    }

    /// Argument `n` as a value of `kind`, through the checked readers of each kind.
    static func motionValue(_ call: MethodCall, _ n: Int, kind: MotionValue.Kind, for keyPath: MotionKeyPath) throws -> MotionValue {
        do {
            switch kind {
            case .number: return .number(try call.number(n, in: -Geometry.coordinateLimit...Geometry.coordinateLimit))
            case .point: return .point(try call.point(n))
            case .size: return .size(try call.offset(n))
            case .transform: return .transform(try call.transform(n))
            }
        } catch {
            throw ScriptError.message("\(error) — the key path \(keyPath.rawValue) takes a \(kindName(kind))")
        }
    }

    private static func kindName(_ kind: MotionValue.Kind) -> String {
        switch kind {
        case .number: "number"
        case .point: "Point"
        case .size: "Size"
        case .transform: "Transform"
        }
    }

    /// A relative value as Lua sees it.
    static func luaValue(_ value: MotionValue, _ session: ScriptSession) throws(LuaError) -> LuaValue {
        switch value {
        case .number(let number): .number(number)
        case .point(let point): try session.luaValue(point)
        case .size(let size): try session.luaValue(size)
        case .transform(let transform): try session.luaValue(transform)
        }
    }

    /// Argument `n` as a viewer offset `{x, y}` (or `{x =, y =}`), each -1…1.
    private static func viewerOffset(_ call: MethodCall, _ n: Int) throws -> ViewerOffset {
        let point = try call.point(n)
        guard (-1...1).contains(point.x), (-1...1).contains(point.y) else {
            throw ScriptError.badArgument(n, to: call.function, "offset with x and y from -1 to 1 expected, got \(point)")
        }
        return ViewerOffset(horizontal: point.x, vertical: point.y)
    }

    // MARK: Views

    /// The members views have for motion effects.
    @LuaMemberList static var viewMembers: [LuaMember] {
        LuaMember.property("motionEffects", type: "{MotionEffect}", doc: "The motion effects added to the view, in the order added; a new list at each read (uikit-rules §16.2).", read: { (view: View, session) in
            try session.luaList(view.motionEffects)
        })
        LuaMember.method("addMotionEffect", "(effect)", doc: "Adds a motion effect: while the view is in a window its values follow device.tilt in what is drawn, never in the model; adding it twice changes nothing (uikit-rules §16.2).") { (view: View, call) in
            try call.expectCount(1...1)
            view.addMotionEffect(try call.object(1, as: MotionEffect.self))
            return []
        }
        LuaMember.method("removeMotionEffect", "(effect)", doc: "Removes a motion effect; one not added changes nothing (uikit-rules §16.2).") { (view: View, call) in
            try call.expectCount(1...1)
            view.removeMotionEffect(try call.object(1, as: MotionEffect.self))
            return []
        }
        LuaMember.property("presentation", type: "{center: Point, alpha: number, transform: Transform, shadowOffset: Size}", doc: "What is drawn of the view now: center, alpha, transform and layer shadowOffset with the motion effects' values added (the model's stay as set); read-only (uikit-rules §16.3).", read: { (view: View, session) in
            let shown = view.presentation
            let table = try session.lua.newTable()
            try table.rawSet("center", session.luaValue(shown.center))
            try table.rawSet("alpha", .number(shown.alpha))
            try table.rawSet("transform", session.luaValue(shown.transform))
            try table.rawSet("shadowOffset", session.luaValue(shown.shadowOffset))
            return .table(table)
        })
    }
}

extension InterpolatingMotionEffect.EffectType: ScriptEnumerable {
    static let scriptName = "InterpolatingMotionEffect.EffectType"
}

extension ScriptSession {
    /// Publishes `device`: `device.tilt(x, y)` tilts the virtual device, each axis -1…1, which
    /// the motion effects follow over `VirtualDevice.responseTime` of virtual time;
    /// `device.viewerOffset()` answers the offset they apply now, as two numbers (uikit-rules §16.3).
    func installDevice() throws(LuaError) {
        let device = try lua.newTable()
        try device.rawSet("tilt", .function(lua.function(named: "tilt") { call in
            let session = try call.session
            let method = MethodCall(function: "tilt", call: call, session: session)
            try method.expectCount(2...2)
            var axes: [Double] = []
            for n in 1...2 {
                let value: Double = try method.value(n)
                guard (-1...1).contains(value) else {
                    throw ScriptError.badArgument(n, to: "tilt", "\(n == 1 ? "x" : "y") from -1 to 1 expected, got \(value.compactText)")
                }
                axes.append(value)
            }
            session.stage.application.device.tilt(to: ViewerOffset(horizontal: axes[0], vertical: axes[1]))
            return call.results()
        }))
        try device.rawSet("viewerOffset", .function(lua.function(named: "viewerOffset") { call in
            let offset = try call.session.stage.application.device.viewerOffset
            return call.results(offset.horizontal, offset.vertical)
        }))
        try publish("device", .table(device))
    }
}
