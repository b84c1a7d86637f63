import Foundation
import LuaKit
import Testing
@testable import tactile

/// `tactile types`: LuaLS definitions and a luacheck standard, read from the bindings a scenario
/// sees, naming every bound class, member and global.
@Suite("Type definitions for editors and linters")
struct TypesTests {
    @Test("A method's signature gives its parameters, optional ones, other forms and its result")
    func signatures() {
        let tagged = MethodSignature(doc: "viewWithTag(tag) -> View?", name: "viewWithTag")
        #expect(tagged.parameters == [.init(name: "tag", isOptional: false)])
        #expect(tagged.returnType == "View?")
        let display = MethodSignature(doc: "setNeedsDisplay([rect])", name: "setNeedsDisplay")
        #expect(display.parameters == [.init(name: "rect", isOptional: true)])
        let remove = MethodSignature(doc: "removeTarget(fn [, events]) | (target, action [, events])", name: "removeTarget")
        #expect(remove.parameters == [.init(name: "fn", isOptional: false), .init(name: "events", isOptional: true)])
        #expect(remove.overloads == [[.init(name: "target", isOptional: false), .init(name: "action", isOptional: false),
                                      .init(name: "events", isOptional: true)]])
        let move = MethodSignature(doc: "moveTo(point) or (x, y)", name: "moveTo")
        #expect(move.overloads.count == 1)
        let undocumented = MethodSignature(doc: "Lays the view out.", name: "layout")
        #expect(undocumented.parameters == [.init(name: "...", isOptional: true)])
    }

    @Test("Binding type names become LuaLS types")
    func typeNames() {
        let known: Set = ["View", "Rect"]
        #expect(LuaLSDefinitions.type("View?", known: known) == "View?")
        #expect(LuaLSDefinitions.type("{View}", known: known) == "View[]")
        #expect(LuaLSDefinitions.type("{string}?", known: known) == "string[]?")
        #expect(LuaLSDefinitions.type("\"a\"|\"b\"", known: known) == "\"a\"|\"b\"")
        #expect(LuaLSDefinitions.type("target", known: known) == "any")
    }

    @Test("Every bound class, member and global is in the definitions and the luacheck standard, plugins' classes with their declared properties")
    func everythingIsNamed() throws {
        let catalog = try BindingCatalog(pluginPath: ["plugins"], trustPlugins: false, includingPlugins: true)
        let definitions = LuaLSDefinitions.text(of: catalog)
        let standard = LuacheckStandard.text(of: catalog)
        #expect(catalog.classes.count > 40)
        for name in ["Slider", "Control", "View", "Knob", "Lock", "BezierPath", "GraphicsContext"] {
            #expect(catalog.classes.contains { $0.name == name }, "\(name)")
        }
        for global in ["tap", "drag", "clock", "traffic", "expect", "describe", "it", "window", "Point", "Color"] {
            #expect(catalog.globals.contains { $0.name == global }, "\(global)")
        }
        for schema in catalog.classes {
            #expect(definitions.contains("---@class \(schema.name)"), "\(schema.name)")
            #expect(standard.contains("    \(schema.name) = { other_fields = true },"), "\(schema.name)")
            for property in schema.properties {
                #expect(definitions.contains("---@field \(property.name) "), "\(schema.name).\(property.name)")
            }
            for method in schema.methods {
                #expect(definitions.contains(":\(method.name)("), "\(schema.name):\(method.name)")
            }
        }
        for global in catalog.globals {
            #expect(definitions.contains("\(global.name) = ") || definitions.contains("function \(global.name)("), "\(global.name)")
            #expect(standard.contains("    \(global.name) = "), "\(global.name)")
        }
        #expect(definitions.contains("---@field angle number"))
        #expect(definitions.contains("---@alias ControlEventName \"touchDown\"|"))
        #expect(!definitions.contains("---@field os") && !standard.contains("    print = "))
    }

    @Test("The definitions carry each member's doc: Slider.value's field and Slider:setValue's comment (uikit-rules §4.3)")
    func memberDocs() throws {
        let catalog = try BindingCatalog(pluginPath: [], trustPlugins: false, includingPlugins: false)
        let slider = try #require(catalog.classes.first { $0.name == "Slider" })
        let value = try #require(slider.properties.first { $0.name == "value" })
        let setValue = try #require(slider.methods.first { $0.name == "setValue" })
        #expect(value.doc.contains("clamped") && value.doc.hasSuffix("(uikit-rules §4.3)."))
        let definitions = LuaLSDefinitions.text(of: catalog)
        let block = try #require(definitions.components(separatedBy: "---@class ").first { $0.hasPrefix("Slider: Control\n") })
        #expect(block.contains("\n---@field value number " + value.doc + "\n"))
        #expect(block.contains("\n---" + setValue.doc + "\n---@param value any\n"))
        #expect(setValue.doc.hasPrefix("setValue(value, animated) — Sets the value"))
    }
}
