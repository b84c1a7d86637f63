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
        try installEnumerationPrimitives()
    }

    /// The globals that need the bindings: `window` and the touch helpers.
    func installGlobals() throws(LuaError) {
        try publish("window", luaValue(for: window))
        try installGlobalEnumerations()
        try installTouchFunctions()
        try installFindFunctions()
        try installTwoFingerFunctions()
    }
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
