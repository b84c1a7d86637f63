import ControlKit
import LuaKit

/// A built-in class as a session finds it before registering it: its name, which objects are
/// its instances, and its declaration, built when first asked for. Building a declaration
/// (its members' accessors, type descriptions and enumeration names) is most of what the
/// built-in classes cost a process, and a session that registers classes on first use needs
/// only a few of them at its start (docs/performance.md).
struct StandardClass: Sendable {
    /// The class name, as its declaration gives it.
    let name: String
    /// Whether an object is an instance of the class (or of a subclass), as its declaration says.
    let matches: @Sendable (AnyObject) -> Bool
    /// The declaration, built once per process (each binding's is a `static let`).
    let declaration: @Sendable () -> LuaClassDeclaration

    init<Object: AnyObject>(_ name: String, _ type: Object.Type, _ declaration: @escaping @Sendable () -> LuaClassDeclaration) {
        self.name = name
        matches = { $0 is Object }
        self.declaration = declaration
    }

    /// Every built-in class, bases first: `StandardBindings.all`'s, then touches and drawing —
    /// the one list a session registers, all at its start or each on first use.
    static let all: [StandardClass] = [
        StandardClass("View", View.self) { ViewBinding.declaration },
        StandardClass("Window", Window.self) { WindowBinding.declaration },
        StandardClass("Control", Control.self) { ControlBinding.declaration },
        StandardClass("Button", Button.self) { ButtonBinding.declaration },
        StandardClass("Switch", Switch.self) { SwitchBinding.declaration },
        StandardClass("Slider", Slider.self) { SliderBinding.declaration },
        StandardClass("Stepper", Stepper.self) { StepperBinding.declaration },
        StandardClass("SegmentedControl", SegmentedControl.self) { SegmentedControlBinding.declaration },
        StandardClass("PageControl", PageControl.self) { PageControlBinding.declaration },
        StandardClass("TextField", TextField.self) { TextFieldBinding.declaration },
        StandardClass("DatePicker", DatePicker.self) { DatePickerBinding.declaration },
        StandardClass("RefreshControl", RefreshControl.self) { RefreshControlBinding.declaration },
        StandardClass("Label", Label.self) { LabelBinding.declaration },
        StandardClass("ImageView", ImageView.self) { ImageViewBinding.declaration },
        StandardClass("ProgressView", ProgressView.self) { ProgressViewBinding.declaration },
        StandardClass("ActivityIndicatorView", ActivityIndicatorView.self) { ActivityIndicatorViewBinding.declaration },
        StandardClass("ScrollView", ScrollView.self) { ScrollViewBinding.declaration },
        StandardClass("TableView", TableView.self) { TableViewBinding.declaration },
        StandardClass("TableViewCell", TableViewCell.self) { TableViewCellBinding.declaration },
        StandardClass("TabBarItem", TabBarItem.self) { TabBarItemBinding.declaration },
        StandardClass("TabBar", TabBar.self) { TabBarBinding.declaration },
        StandardClass("ViewController", ViewController.self) { ViewControllerBinding.declaration },
        StandardClass("TabBarController", TabBarController.self) { TabBarControllerBinding.declaration },
        StandardClass("BarButtonItem", BarButtonItem.self) { BarButtonItemBinding.declaration },
        StandardClass("Toolbar", Toolbar.self) { ToolbarBinding.declaration },
        StandardClass("NavigationItem", NavigationItem.self) { NavigationItemBinding.declaration },
        StandardClass("NavigationBar", NavigationBar.self) { NavigationBarBinding.declaration },
        StandardClass("NavigationController", NavigationController.self) { NavigationControllerBinding.declaration },
        StandardClass("SearchBar", SearchBar.self) { SearchBarBinding.declaration },
        StandardClass("TableViewDataSource", ScriptTableDataSource.self) { TableDataSourceBindings.declaration },
        StandardClass("GestureRecognizer", GestureRecognizer.self) { GestureRecognizerBinding.declaration },
        StandardClass("PickerView", PickerView.self) { PickerViewBinding.declaration },
        StandardClass("MotionEffect", MotionEffect.self) { MotionEffectBindings.effect },
        StandardClass("InterpolatingMotionEffect", InterpolatingMotionEffect.self) { MotionEffectBindings.interpolating },
        StandardClass("MotionEffectGroup", MotionEffectGroup.self) { MotionEffectBindings.group },
        StandardClass("TapGestureRecognizer", TapGestureRecognizer.self) { GestureKindBindings.tap },
        StandardClass("SwipeGestureRecognizer", SwipeGestureRecognizer.self) { GestureKindBindings.swipe },
        StandardClass("PanGestureRecognizer", PanGestureRecognizer.self) { GestureKindBindings.pan },
        StandardClass("LongPressGestureRecognizer", LongPressGestureRecognizer.self) { GestureKindBindings.longPress },
        StandardClass("PinchGestureRecognizer", PinchGestureRecognizer.self) { GestureKindBindings.pinch },
        StandardClass("RotationGestureRecognizer", RotationGestureRecognizer.self) { GestureKindBindings.rotation },
        StandardClass("Touch", Touch.self) { TouchBindings.touch },
        StandardClass("Event", InputEvent.self) { TouchBindings.event },
        StandardClass("GraphicsContext", ScriptGraphicsContext.self) { GraphicsContextBinding.declaration },
        StandardClass("BezierPath", ScriptBezierPath.self) { BezierPathBinding.declaration },
        StandardClass("Gradient", ScriptGradient.self) { GradientBinding.declaration },
        StandardClass("Image", ScriptImage.self) { ImageBinding.declaration },
        StandardClass("Layer", Layer.self) { LayerBinding.declaration },
        StandardClass("AppearanceProxy", AppearanceProxy.self) { AppearanceProxyBinding.declaration },
    ]

    /// The same, by name.
    static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
