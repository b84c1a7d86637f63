import Foundation
import LuaKit

/// A LuaLS definition file (`---@meta`) of everything in a catalog: a `---@class` per bound class
/// with its fields and methods (parameters and results from the signatures `:help` shows), the
/// globals, and the event and state names as string unions — so an editor completes and
/// type-checks plugin and scenario code.
enum LuaLSDefinitions {
    static func text(of catalog: BindingCatalog) -> String {
        let known = Set(catalog.classes.map(\.name) + catalog.globals.filter(isValueType).map(\.name))
        let byName = Dictionary(catalog.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var lines = [
            "---@meta",
            "-- Tactile's Lua API for the Lua language server, written by `tactile types` from its bindings.",
            "-- luacheck: ignore",
            "",
            "---@alias ControlEventName " + union(BindingCatalog.eventNames),
            "---@alias ControlStateName " + union(BindingCatalog.stateNames),
        ]
        for schema in catalog.classes {
            lines += [""] + classLines(schema, superclass: schema.superclassName.flatMap { byName[$0] }, known: known)
            if let properties = catalog.appearanceProperties[schema.name] {
                lines += [""] + appearanceLines(of: schema.name, properties: properties)
            }
        }
        for global in catalog.globals {
            lines += [""] + globalLines(global, known: known)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func classLines(_ schema: LuaClassSchema, superclass: LuaClassSchema?, known: Set<String>) -> [String] {
        var lines = comment(schema.doc)
        lines.append("---@class " + schema.name + (schema.superclassName.map { ": " + $0 } ?? ""))
        let inherited = Set(superclass.map { $0.properties.map(\.name) + $0.methods.map(\.name) } ?? [])
        for property in schema.properties where !inherited.contains(property.name) {
            let notes = [property.isReadOnly ? "read-only" : nil, property.doc.isEmpty ? nil : property.doc].compactMap { $0 }
            lines.append("---@field " + property.name + " " + type(property.typeName, known: known)
                         + (notes.isEmpty ? "" : " " + notes.joined(separator: "; ")))
        }
        lines.append("---@overload fun(properties?: table): " + schema.name)
        lines.append(schema.name + " = {}")
        for method in schema.methods where !inherited.contains(method.name) {
            lines += [""] + methodLines(method, of: schema.name, known: known)
        }
        return lines
    }

    /// `Slider.appearance(options)`, typed as returning the class itself, as UIKit's proxy is
    /// `instancetype`: an editor then completes and checks the properties set on it.
    private static func appearanceLines(of className: String, properties: [String]) -> [String] {
        comment("Its appearance proxy (uikit-rules §17): values instances get as they enter a window; options.whenContainedIn "
                + "lists container classes, innermost first. It takes " + properties.joined(separator: ", ") + ".")
            + ["---@param options? {whenContainedIn: table[]}", "---@return " + className,
               "function \(className).appearance(options) end"]
    }

    private static func methodLines(_ method: LuaClassSchema.Method, of className: String, known: Set<String>) -> [String] {
        let signature = MethodSignature(doc: method.doc, name: method.name)
        var lines = comment(method.doc)
        for parameter in signature.parameters {
            lines.append("---@param " + parameter.annotatedName + " any")
        }
        for overload in signature.overloads {
            let parameters = overload.map { $0.annotatedName + ": any" }
            lines.append("---@overload fun(self: \(className), " + parameters.joined(separator: ", ") + ")"
                         + (signature.returnType.map { ": " + type($0, known: known) } ?? ""))
        }
        if let result = signature.returnType { lines.append("---@return " + type(result, known: known)) }
        lines.append("function \(className):\(method.name)(" + signature.parameters.map(\.name).joined(separator: ", ") + ") end")
        return lines
    }

    private static func globalLines(_ global: BindingCatalog.Global, known: Set<String>) -> [String] {
        var lines = comment(global.help ?? "")
        if isValueType(global) {
            return lines + ["---@class " + global.name, "---@overload fun(...): " + global.name, global.name + " = {}"]
        }
        switch global.kind {
        case "function":
            lines += ["---@param ... any", "---@return any", "function \(global.name)(...) end"]
        case "userdata" where global.className != nil:
            lines += ["---@type " + global.className!, global.name + " = nil"]
        default:
            lines += ["---@type table", global.name + " = {}"]
        }
        return lines
    }

    /// A global named like a class that is no bound class: a value type such as `Point`, `Rect`
    /// or `Color`, made by calling it.
    private static func isValueType(_ global: BindingCatalog.Global) -> Bool {
        global.className == nil && global.kind != "userdata" && global.name.first?.isUppercase == true
    }

    /// A binding's type name as LuaLS writes it: `{View}` is `View[]`, `View?` stays, a name
    /// LuaLS would not know is `any`, and string unions stay as they are.
    static func type(_ name: String, known: Set<String>) -> String {
        let name = name.trimmingCharacters(in: .whitespaces)
        if name.hasSuffix("?") { return type(String(name.dropLast()), known: known) + "?" }
        if name.hasPrefix("{") && name.hasSuffix("}") {
            let element = type(String(name.dropFirst().dropLast()), known: known)
            return element.contains("|") ? "(" + element + ")[]" : element + "[]"
        }
        if name.hasPrefix("\"") { return name }
        if ["number", "integer", "string", "boolean", "function", "table", "nil", "any"].contains(name) || known.contains(name) {
            return name
        }
        return "any"
    }

    private static func union(_ names: [String]) -> String {
        names.map { "\"" + $0 + "\"" }.joined(separator: "|")
    }

    private static func comment(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map { "---" + $0 }
    }
}
