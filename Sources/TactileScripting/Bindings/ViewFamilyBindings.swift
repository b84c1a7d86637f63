import ControlKit
import LuaKit

/// `Label` (UIKit's `UILabel`): text that ignores touches by default.
enum LabelBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Label>("Label", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        AppearanceMembers.label
        LuaMember.property("text", doc: "The text shown; nil by default.",
                           get: \Label.text, set: { $0.text = $1 })
        LuaMember.property("numberOfLines", doc: "The most lines the text may take, 0 for as many as it needs; default 1.",
                           get: \Label.numberOfLines, set: { $0.numberOfLines = $1 })
        LuaMember.enumeration("textAlignment", doc: "How the lines sit horizontally; \"natural\" (left, for left-to-right text) by default; takes a name or raw value (uikit-rules §1.4).",
                              get: \Label.textAlignment, set: { $0.textAlignment = $1 })
        LuaMember.property("isEnabled", doc: "Whether the text is drawn in its enabled colours; default true; unlike a control's, it does not decide which touches the label takes.",
                           get: \Label.isEnabled, set: { $0.isEnabled = $1 })
        LuaMember.property("isHighlighted", doc: "Whether the text is drawn in highlightedTextColor; default false.",
                           get: \Label.isHighlighted, set: { $0.isHighlighted = $1 })
        LuaMember.method("sizeToFit", "()", doc: "Resizes the label to the size its text needs in its font, keeping its origin; measured as the session draws text, in a window or not.") { (label: Label, call) in
            try call.expectCount(0...0)
            label.sizeToFit(measuredBy: label.application?.textMeasurer ?? call.session.stage.application.textMeasurer)
            return []
        }
    }
    .constructor { Label() }
    .declaration
}

/// `ImageView` (UIKit's `UIImageView`). Images are made from text masks, one string per row
/// (`#` opaque, `+` half, `.` clear): `iv:setImageMask{"##.", "#.."}`; with
/// `hitTestsOpaquePixelsOnly` only opaque pixels take touches.
enum ImageViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<ImageView>("ImageView", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        LuaMember.property("isHighlighted", doc: "Whether the view is highlighted, which shows its highlighted image when it has one; default false.",
                           get: \ImageView.isHighlighted, set: { $0.isHighlighted = $1 })
        LuaMember.property("hitTestsOpaquePixelsOnly", doc: "Whether only the image's pixels more opaque than 85 of 255 take touches (once isUserInteractionEnabled is on), the rest letting them through; default false (uikit-rules §2.1.1).",
                           get: \ImageView.hitTestsOpaquePixelsOnly, set: { $0.hitTestsOpaquePixelsOnly = $1 })
        ViewDrawingMembers.imageViewMembers
        LuaMember.property("imageSize", type: "Size?", doc: "The image's size in points, or nil without an image.",
                           read: { (view: ImageView, session) in try view.image.map { try session.luaValue($0.size) } ?? .nil })
        LuaMember.method("setImageMask", "(rows)",
                         doc: "Sets the image from text, one string per row: \"#\" opaque, \"+\" half, \".\" clear.") { (view: ImageView, call) in
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
        LuaMember.property("progress", doc: "The fraction of the task done; clamped to 0…1, NaN counting as 0; default 0; setting it stops an animated change.",
                           get: \ProgressView.progress, set: { $0.progress = $1 })
        LuaMember.property("isAnimatingProgress", doc: "Whether an animated setProgress is under way on the virtual clock.",
                           get: \ProgressView.isAnimatingProgress)
        LuaMember.method("setProgress", "(progress, animated)",
                         doc: "Sets the progress, clamped to 0…1; animated, it gets there over 0.25 s of virtual time, reading the values between meanwhile.") { (view: ProgressView, call) in
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
        LuaMember.property("isAnimating", doc: "Whether the spinner is spinning; false until startAnimating().",
                           get: \ActivityIndicatorView.isAnimating)
        LuaMember.property("hidesWhenStopped", doc: "Whether the view hides itself while stopped, so a new spinner starts hidden; default true.",
                           get: \ActivityIndicatorView.hidesWhenStopped, set: { $0.hidesWhenStopped = $1 })
        LuaMember.method("startAnimating", "()", doc: "Starts spinning and shows the view.") { (view: ActivityIndicatorView, _) in
            view.startAnimating()
            return []
        }
        LuaMember.method("stopAnimating", "()", doc: "Stops spinning; hides the view when hidesWhenStopped is on.") { (view: ActivityIndicatorView, _) in
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
        LuaMember.property("text", doc: "The text; \"\" by default; set in code it sends no editing event, while typing sends editingChanged (uikit-rules §4.7, §8.3).",
                           get: \TextField.text, set: { $0.text = $1 })
        LuaMember.property("placeholder", doc: "The text shown while the field is empty; nil by default.",
                           get: \TextField.placeholder, set: { $0.placeholder = $1 })
        LuaMember.enumeration("textAlignment", doc: "How the text sits horizontally; \"natural\" (left, for left-to-right text) by default; takes a name or raw value (uikit-rules §1.4).",
                              get: \TextField.textAlignment, set: { $0.textAlignment = $1 })
        LuaMember.enumeration("clearButtonMode", doc: "When the clear button shows, only ever while there is text; \"never\" by default; a tap on it empties the field (uikit-rules §4.7).",
                              get: \TextField.clearButtonMode, set: { $0.clearButtonMode = $1 })
        LuaMember.property("clearsOnBeginEditing", doc: "Whether beginning to edit empties the field; default false.",
                           get: \TextField.clearsOnBeginEditing, set: { $0.clearsOnBeginEditing = $1 })
        LuaMember.property("isEditing", doc: "Whether the field is being edited, as its window's first responder (uikit-rules §4.7).",
                           get: \TextField.isEditing)
    }
    .constructor { TextField() }
    .declaration
}

/// `RefreshControl` (UIKit's `UIRefreshControl`): `beginRefreshing`/`endRefreshing` are silent;
/// the user pulls it by dragging the scroll view it is attached to (`ScrollView.refreshControl`).
enum RefreshControlBinding {
    static let declaration: LuaClassDeclaration = LuaClass<RefreshControl>("RefreshControl", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        LuaMember.property("isRefreshing", doc: "Whether a refresh is under way: a user's pull or beginRefreshing() starts one, endRefreshing() ends it; false at first (uikit-rules §4.9).",
                           get: \RefreshControl.isRefreshing)
        LuaMember.property("pullThreshold", doc: "How far, in points, the content must be pulled down to start a refresh and send valueChanged; default 100 (uikit-rules §4.9).",
                           get: \RefreshControl.pullThreshold, set: { $0.pullThreshold = $1 })
        LuaMember.property("title", doc: "A title shown under the spinner; nil by default.",
                           get: \RefreshControl.title, set: { $0.title = $1 })
        LuaMember.method("beginRefreshing", "()",
                         doc: "Starts refreshing without sending any action; does nothing while refreshing (uikit-rules §4.9, §8.3).") { (control: RefreshControl, _) in
            control.beginRefreshing()
            return []
        }
        LuaMember.method("endRefreshing", "()", doc: "Stops refreshing, as the app does when its work is done, without sending any action (uikit-rules §4.9).") { (control: RefreshControl, _) in
            control.endRefreshing()
            return []
        }
    }
    .constructor { RefreshControl() }
    .declaration
}
