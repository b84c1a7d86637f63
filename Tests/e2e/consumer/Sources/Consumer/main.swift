import ControlKit
import LuaKit
import TactileScripting

// ControlKit alone: a slider moved in code.
let slider = Slider()
slider.value = 0.25

// LuaKit alone: a plain interpreter.
let lua = try LuaState()
let sum = try lua.run("return 20 + 22", chunkName: "=consumer")

// TactileScripting: a session driving a slider with a synthesized drag, and its traffic.
let session = try ScriptSession()
try session.run("""
    s = Slider{ frame = {0, 0, 200, 30} }
    window:addSubview(s)
    drag(s, { from = {0, 15}, to = {200, 15} })
    """)
let dragged = session.stage.window.subviews.first as? Slider
let changes = session.stage.application.traffic.records.filter { $0.kind == .emitted && $0.controlEvent == .valueChanged }.count
print("slider \(slider.value) lua \(sum.first.flatMap { Int(luaValue: $0) } ?? -1) dragged \(dragged?.value ?? -1) valueChanged>0 \(changes > 0)")
