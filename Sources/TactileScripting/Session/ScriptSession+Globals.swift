import ControlKit
import LuaKit

extension ScriptSession {
    /// The Swift primitives the prelude needs, before it runs.
    func installPrimitives() throws(LuaError) {
        try installObjectPrimitives()
        try installTargetPrimitives()
        try installClockPrimitives()
        try installTrafficPrimitives()
        try installTouchChainPrimitives()
    }

    /// The globals that need the bindings: `window` and the touch helpers.
    func installGlobals() throws(LuaError) {
        try globals.rawSet("window", luaValue(for: window))
        try installTouchFunctions()
        try installTwoFingerFunctions()
    }
}

/// What a sandboxed session takes away from scripts: running programs, opening pipes and
/// files, the debug library and binary chunks.
enum Sandbox {
    static let source = #"""
    os.execute, os.remove, os.rename, os.exit, os.tmpname, os.getenv = nil, nil, nil, nil, nil, nil
    io = nil
    debug = nil
    package.loadlib, package.cpath = nil, ""
    local load = load
    _G.load = function(chunk, name, mode, env)
      return load(chunk, name, "t", env)
    end
    loadfile, dofile = nil, nil
    """#
}

/// The bindings every session installs, bases before subclasses.
public enum StandardBindings {
    public static var all: [ClassBinding] {
        [
            ViewBinding.binding, WindowBinding.binding, ControlBinding.binding,
            ButtonBinding.binding, SwitchBinding.binding, SliderBinding.binding, StepperBinding.binding,
            SegmentedControlBinding.binding, PageControlBinding.binding, TextFieldBinding.binding,
            DatePickerBinding.binding, RefreshControlBinding.binding, LabelBinding.binding, ImageViewBinding.binding,
            ProgressViewBinding.binding, ActivityIndicatorViewBinding.binding, ScrollViewBinding.binding,
            TableViewBinding.binding, TableViewCellBinding.binding,
            TabBarItemBinding.binding, TabBarBinding.binding, ViewControllerBinding.binding, TabBarControllerBinding.binding,
            GestureRecognizerBinding.binding,
        ] + GestureKindBindings.all
    }
}
