import LuaKit

/// `:help` text for a bound class, or one of its members, from the schema
/// its LuaKit binding declares.
enum ClassHelp {
    /// The class with its inheritance, properties (type, read-only), methods and the properties
    /// its appearance proxy takes, if it has one.
    static func text(for schema: LuaClassSchema, appearanceProperties: [String]? = nil) -> String {
        var lines = [schema.name + (schema.doc.isEmpty ? "" : " — " + schema.doc)]
        if let superclass = schema.superclassName { lines.append("  inherits " + superclass) }
        if !schema.properties.isEmpty {
            lines.append("  properties:")
            lines += schema.properties.map { "    " + describe($0) }
        }
        if !schema.methods.isEmpty {
            lines.append("  methods:")
            lines += schema.methods.map { "    " + describe($0) }
        }
        if let appearanceProperties { lines.append("  " + appearanceLine(of: schema.name, properties: appearanceProperties)) }
        return lines.joined(separator: "\n")
    }

    /// `Slider.appearance{whenContainedIn = {...}}: the appearance proxy …, taking thumbTintColor, …`.
    static func appearanceLine(of className: String, properties: [String]) -> String {
        "\(className).appearance([{whenContainedIn = {Inner, Outer}}]) — its appearance proxy (:help appearance), taking "
            + properties.joined(separator: ", ")
    }

    /// `:help appearance`.
    static let appearanceTopic = """
        appearance — Class.appearance() gives the proxy whose values every instance of Class (and of its subclasses) gets \
        as it enters a window; Class.appearance{whenContainedIn = {Inner, Outer}} one for instances inside an Inner that is \
        inside an Outer, at any depth. The most specific proxy wins; a value set on an instance directly always wins; a \
        view already on screen keeps its look until it enters a window again. `:help Class` lists the properties its proxy \
        takes; a Lua-defined class adds its own with appearance = true (docs/appearance.md, uikit-rules §17).
        """

    /// One property or method of the class, or nil when it has no such member.
    static func text(for schema: LuaClassSchema, member: String) -> String? {
        if let property = schema.properties.first(where: { $0.name == member }) {
            return schema.name + "." + describe(property)
        }
        if let method = schema.methods.first(where: { $0.name == member }) {
            return schema.name + ":" + describe(method)
        }
        return nil
    }

    private static func describe(_ property: LuaClassSchema.Property) -> String {
        property.name + ": " + property.typeName + (property.isReadOnly ? ", read-only" : "")
            + (property.doc.isEmpty ? "" : " — " + property.doc)
    }

    /// `setValue(value, animated) — Sets the value, …` for a doc that starts with the method's
    /// signature, else `reset() — Sets the level to 0.`
    private static func describe(_ method: LuaClassSchema.Method) -> String {
        if method.doc.hasPrefix(method.name + "(") { return method.doc }
        return method.name + "()" + (method.doc.isEmpty ? "" : " — " + method.doc)
    }
}
