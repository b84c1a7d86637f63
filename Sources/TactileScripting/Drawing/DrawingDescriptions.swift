import ControlKit

/// How drawing objects print in the REPL and traces: `Image#1(size: 80×60, scale: 2)`.
extension ScriptImage: TypeNamed, DisplaysProperties {
    var typeName: String { "Image" }

    var displayProperties: [DisplayProperty] {
        var shown = [DisplayProperty.value("size", image.size), .number("scale", image.scale)]
        if let name = image.name { shown.insert(.text("name", name), at: 0) }
        return shown
    }
}

extension ScriptBezierPath: TypeNamed, DisplaysProperties {
    var typeName: String { "BezierPath" }

    var displayProperties: [DisplayProperty] {
        [.value("bounds", path.bounds), .value("elements", path.elements.count)]
    }
}

extension ScriptGradient: TypeNamed, DisplaysProperties {
    var typeName: String { "Gradient" }

    var displayProperties: [DisplayProperty] {
        [.value("stops", value)]
    }
}

extension ScriptGraphicsContext: TypeNamed, DisplaysProperties {
    var typeName: String { "GraphicsContext" }

    var displayProperties: [DisplayProperty] {
        guard let target else { return [DisplayProperty("state", "finished")] }
        return [.number("scale", target.scale)]
    }
}
