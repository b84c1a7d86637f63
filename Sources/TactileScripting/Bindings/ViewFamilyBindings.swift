import ControlKit
import LuaKit

/// `Label` (UIKit's `UILabel`): text that ignores touches by default.
enum LabelBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Label>("Label", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        AppearanceMembers.label
        LuaMember.property("text", get: \Label.text, set: { $0.text = $1 })
        LuaMember.property("numberOfLines", get: \Label.numberOfLines, set: { $0.numberOfLines = $1 })
        LuaMember.enumeration("textAlignment", get: \Label.textAlignment, set: { $0.textAlignment = $1 })
        LuaMember.property("isEnabled", get: \Label.isEnabled, set: { $0.isEnabled = $1 })
        LuaMember.property("isHighlighted", get: \Label.isHighlighted, set: { $0.isHighlighted = $1 })
    }
    .constructor { Label() }
    .declaration
}

/// `ImageView` (UIKit's `UIImageView`). Images are made from text masks, one string per row
/// (`#` opaque, `+` half, `.` clear): `iv:setImageMask{"##.", "#.."}`; with
/// `hitTestsOpaquePixelsOnly` only opaque pixels take touches.
enum ImageViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<ImageView>("ImageView", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        LuaMember.property("isHighlighted", get: \ImageView.isHighlighted, set: { $0.isHighlighted = $1 })
        LuaMember.property("hitTestsOpaquePixelsOnly", get: \ImageView.hitTestsOpaquePixelsOnly, set: { $0.hitTestsOpaquePixelsOnly = $1 })
        ViewDrawingMembers.imageViewMembers
        LuaMember.property("imageSize", type: "Size?", read: { (view: ImageView, session) in
            try view.image.map { try session.luaValue($0.size) } ?? .nil
        })
        LuaMember.method("setImageMask", "(rows)") { (view: ImageView, call) in
            try call.expectCount(1...1)
            guard case .table(let list) = call[1], list.rawLength > 0 else { throw call.bad(1, expected: "list of mask rows") }
            var rows: [String] = []
            for index in 1...list.rawLength {
                guard let row = String(luaValue: try list.rawGet(.integer(index))) else {
                    throw call.bad(1, expected: "list of mask rows")
                }
                rows.append(row)
            }
            view.image = try Image(mask: rows)
            return []
        }
    }
    .constructor { ImageView() }
    .declaration
}

/// `ProgressView` (UIKit's `UIProgressView`): progress clamped to 0…1, animated on the virtual clock.
enum ProgressViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<ProgressView>("ProgressView", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        AppearanceMembers.progressView
        LuaMember.property("progress", get: \ProgressView.progress, set: { $0.progress = $1 })
        LuaMember.property("isAnimatingProgress", get: \ProgressView.isAnimatingProgress)
        LuaMember.method("setProgress", "(progress, animated)") { (view: ProgressView, call) in
            try call.expectCount(1...2)
            view.setProgress(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
    }
    .constructor { ProgressView() }
    .declaration
}

/// `ActivityIndicatorView` (UIKit's `UIActivityIndicatorView`).
enum ActivityIndicatorViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<ActivityIndicatorView>("ActivityIndicatorView", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        AppearanceMembers.activityIndicator
        LuaMember.property("isAnimating", get: \ActivityIndicatorView.isAnimating)
        LuaMember.property("hidesWhenStopped", get: \ActivityIndicatorView.hidesWhenStopped, set: { $0.hidesWhenStopped = $1 })
        LuaMember.method("startAnimating", "()") { (view: ActivityIndicatorView, _) in
            view.startAnimating()
            return []
        }
        LuaMember.method("stopAnimating", "()") { (view: ActivityIndicatorView, _) in
            view.stopAnimating()
            return []
        }
    }
    .constructor { ActivityIndicatorView() }
    .declaration
}

/// `TextField` (UIKit's `UITextField`): a tap begins editing; `keyboard.type("abc")`,
/// `keyboard.pressReturn()` and `keyboard.deleteBackward()` type into the first responder.
enum TextFieldBinding {
    static let declaration: LuaClassDeclaration = LuaClass<TextField>("TextField", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        AppearanceMembers.textField
        LuaMember.property("text", get: \TextField.text, set: { $0.text = $1 })
        LuaMember.property("placeholder", get: \TextField.placeholder, set: { $0.placeholder = $1 })
        LuaMember.enumeration("textAlignment", get: \TextField.textAlignment, set: { $0.textAlignment = $1 })
        LuaMember.enumeration("clearButtonMode", get: \TextField.clearButtonMode, set: { $0.clearButtonMode = $1 })
        LuaMember.property("clearsOnBeginEditing", get: \TextField.clearsOnBeginEditing, set: { $0.clearsOnBeginEditing = $1 })
        LuaMember.property("isEditing", get: \TextField.isEditing)
    }
    .constructor { TextField() }
    .declaration
}

/// `RefreshControl` (UIKit's `UIRefreshControl`): `beginRefreshing`/`endRefreshing` are silent;
/// the user pulls it by dragging the scroll view it is attached to (`ScrollView.refreshControl`).
enum RefreshControlBinding {
    static let declaration: LuaClassDeclaration = LuaClass<RefreshControl>("RefreshControl", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        LuaMember.property("isRefreshing", get: \RefreshControl.isRefreshing)
        LuaMember.property("pullThreshold", get: \RefreshControl.pullThreshold, set: { $0.pullThreshold = $1 })
        LuaMember.property("title", get: \RefreshControl.title, set: { $0.title = $1 })
        LuaMember.method("beginRefreshing", "()") { (control: RefreshControl, _) in
            control.beginRefreshing()
            return []
        }
        LuaMember.method("endRefreshing", "()") { (control: RefreshControl, _) in
            control.endRefreshing()
            return []
        }
    }
    .constructor { RefreshControl() }
    .declaration
}
