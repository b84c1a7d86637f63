/// A `.luacheckrc` giving luacheck Tactile's globals as the standard `tactile`, so a correct plugin
/// or scenario gets no warning about names Tactile provides.
enum LuacheckStandard {
    static func text(of catalog: BindingCatalog) -> String {
        let classes = catalog.classes.map { "    \($0.name) = { other_fields = true }," }
        // Tables and objects such as `window` and `traffic` are written to as well as read.
        let globals = catalog.globals.map { global in
            global.kind == "function" ? "    \(global.name) = {}," : "    \(global.name) = { other_fields = true, read_only = false },"
        }
        return ([
            "-- Tactile's globals for luacheck, written by `tactile types` from its bindings.",
            "stds.tactile = {",
            "  -- A scenario's fuzz set-up is a global function it defines (docs/fuzzing.md §1.1).",
            "  globals = { \"fuzz\" },",
            "  read_globals = {",
        ] + classes + globals + [
            "    -- In scenarios `assert` is luassert's: a function, and a table of assertions (assert.spy(s)).",
            "    assert = { other_fields = true },",
            "  },",
            "}",
            "std = \"lua54+tactile\"",
            "-- Overrides keep UIKit's signatures (beginTracking(self, touch, event)): arguments a plugin",
            "-- does not use are not warned about.",
            "unused_args = false",
            "-- Tactile sets no line length.",
            "max_line_length = false",
        ]).joined(separator: "\n") + "\n"
    }
}
