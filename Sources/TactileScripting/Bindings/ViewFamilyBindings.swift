import ControlKit
import LuaKit

/// `Label` (UIKit's `UILabel`): text that ignores touches by default.
enum LabelBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "Label", type: Label.self, base: "View", make: { Label() }) {
            AppearanceMembers.label
            Member.property("text", get: \Label.text, set: { $0.text = $1 })
            Member.property("numberOfLines", get: \Label.numberOfLines, set: { $0.numberOfLines = $1 })
            Member.enumeration("textAlignment", get: \Label.textAlignment, set: { $0.textAlignment = $1 })
            Member.property("isEnabled", get: \Label.isEnabled, set: { $0.isEnabled = $1 })
            Member.property("isHighlighted", get: \Label.isHighlighted, set: { $0.isHighlighted = $1 })
        }
    }
}

/// `ImageView` (UIKit's `UIImageView`). Images are made from text masks, one string per row
/// (`#` opaque, `+` half, `.` clear): `iv:setImageMask{"##.", "#.."}`; with
/// `hitTestsOpaquePixelsOnly` only opaque pixels take touches.
enum ImageViewBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "ImageView", type: ImageView.self, base: "View", make: { ImageView() }) {
            Member.property("isHighlighted", get: \ImageView.isHighlighted, set: { $0.isHighlighted = $1 })
            Member.property("hitTestsOpaquePixelsOnly", get: \ImageView.hitTestsOpaquePixelsOnly, set: { $0.hitTestsOpaquePixelsOnly = $1 })
            ViewDrawingMembers.imageViewMembers
            Member.property("imageSize", type: "Size?", get: { (view: ImageView, session) in
                try view.image.map { try session.luaValue($0.size) } ?? .nil
            })
            Member.method("setImageMask", "(rows)") { (view: ImageView, call) in
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
    }
}

/// `ProgressView` (UIKit's `UIProgressView`): progress clamped to 0…1, animated on the virtual clock.
enum ProgressViewBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "ProgressView", type: ProgressView.self, base: "View", make: { ProgressView() }) {
            AppearanceMembers.progressView
            Member.property("progress", get: \ProgressView.progress, set: { $0.progress = $1 })
            Member.readOnly("isAnimatingProgress", \ProgressView.isAnimatingProgress)
            Member.method("setProgress", "(progress, animated)") { (view: ProgressView, call) in
                try call.expectCount(1...2)
                view.setProgress(try call.value(1), animated: try call.value(2, default: false))
                return []
            }
        }
    }
}

/// `ActivityIndicatorView` (UIKit's `UIActivityIndicatorView`).
enum ActivityIndicatorViewBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "ActivityIndicatorView", type: ActivityIndicatorView.self, base: "View",
                     make: { ActivityIndicatorView() }) {
            AppearanceMembers.activityIndicator
            Member.readOnly("isAnimating", \ActivityIndicatorView.isAnimating)
            Member.property("hidesWhenStopped", get: \ActivityIndicatorView.hidesWhenStopped, set: { $0.hidesWhenStopped = $1 })
            Member.method("startAnimating", "()") { (view: ActivityIndicatorView, _) in
                view.startAnimating()
                return []
            }
            Member.method("stopAnimating", "()") { (view: ActivityIndicatorView, _) in
                view.stopAnimating()
                return []
            }
        }
    }
}

/// `TextField` (UIKit's `UITextField`): a tap begins editing; `keyboard.type("abc")`,
/// `keyboard.pressReturn()` and `keyboard.deleteBackward()` type into the first responder.
enum TextFieldBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "TextField", type: TextField.self, base: "Control", make: { TextField() }) {
            AppearanceMembers.textField
            Member.property("text", get: \TextField.text, set: { $0.text = $1 })
            Member.property("placeholder", get: \TextField.placeholder, set: { $0.placeholder = $1 })
            Member.enumeration("textAlignment", get: \TextField.textAlignment, set: { $0.textAlignment = $1 })
            Member.enumeration("clearButtonMode", get: \TextField.clearButtonMode, set: { $0.clearButtonMode = $1 })
            Member.property("clearsOnBeginEditing", get: \TextField.clearsOnBeginEditing, set: { $0.clearsOnBeginEditing = $1 })
            Member.readOnly("isEditing", \TextField.isEditing)
            Member.method("becomeFirstResponder", "() -> boolean") { (field: TextField, _) in
                [.boolean(field.becomeFirstResponder())]
            }
            Member.method("resignFirstResponder", "() -> boolean") { (field: TextField, _) in
                [.boolean(field.resignFirstResponder())]
            }
        }
    }
}

/// `RefreshControl` (UIKit's `UIRefreshControl`): `beginRefreshing`/`endRefreshing` are silent;
/// the user pulls it by dragging the scroll view it is attached to (`ScrollView.refreshControl`).
enum RefreshControlBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "RefreshControl", type: RefreshControl.self, base: "Control", make: { RefreshControl() }) {
            Member.readOnly("isRefreshing", \RefreshControl.isRefreshing)
            Member.property("pullThreshold", get: \RefreshControl.pullThreshold, set: { $0.pullThreshold = $1 })
            Member.property("title", get: \RefreshControl.title, set: { $0.title = $1 })
            Member.method("beginRefreshing", "()") { (control: RefreshControl, _) in
                control.beginRefreshing()
                return []
            }
            Member.method("endRefreshing", "()") { (control: RefreshControl, _) in
                control.endRefreshing()
                return []
            }
        }
    }
}
