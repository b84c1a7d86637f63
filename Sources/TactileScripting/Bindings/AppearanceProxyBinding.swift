import ControlKit
import LuaKit

/// `AppearanceProxy` (UIKit's appearance proxy; uikit-rules §17): what `Class.appearance()` and
/// `Class.appearance{whenContainedIn = {...}}` return. It takes the class's appearance
/// properties only, each value checked as the property checks it on an instance; instances get
/// the values as they enter a window, and keep any value set on them directly.
///
///     > Slider.appearance().minimumTrackTintColor = "systemOrange"
///     > Button.appearance{whenContainedIn = {ButtonStrip, ViewController}}.tintColor = Color.red
enum AppearanceProxyBinding {
    static let declaration: LuaClassDeclaration = LuaClass<AppearanceProxy>(
        "AppearanceProxy", namespace: StandardBindings.namespace,
        doc: "The values a class's instances get as they enter a window: Class.appearance() for all, "
            + "Class.appearance{whenContainedIn = {Inner, Outer}} for those inside containers of those classes, innermost first. "
            + "Set and read the class's appearance properties on it; a value set on an instance directly always wins (uikit-rules §17)."
    ) {}
    .indexFallback { proxy, key, call in
        let session = try call.session
        _ = try property(key, of: proxy, session: session)
        guard let value = proxy.value(for: key) else { return .nil }
        return try session.luaValue(ofAppearance: value, for: key, of: proxy)
    }
    .newIndexFallback { proxy, key, call in
        let session = try call.session
        _ = try property(key, of: proxy, session: session)
        do {
            try proxy.set(try session.appearanceValue(call.value(1), for: key, of: proxy), for: key)
        } catch let error as AppearanceError {
            throw ScriptError.message(error.description)
        }
        return true
    }
    .description { proxy in
        let call = proxy.appearanceClass.name + ".appearance"
        if proxy.containers.isEmpty { return call + "()" }
        return call + "{whenContainedIn = {" + proxy.containers.map(\.name).joined(separator: ", ") + "}}"
    }
    .declaration

    /// The appearance property `key` of the proxy's class, or the error naming it and the class:
    /// `'value' is not an appearance property of Slider (its appearance properties: …)`.
    private static func property(_ key: String, of proxy: AppearanceProxy, session: ScriptSession) throws -> AppearanceProperty {
        if let property = proxy.appearanceClass.property(named: key) { return property }
        let names = proxy.appearanceClass.propertyNames
        throw ScriptError.message(AppearanceError.notAnAppearanceProperty(key, className: proxy.appearanceClass.name, available: names)
            .description(hint: NearestName.hint(for: key, among: names)))
    }
}
