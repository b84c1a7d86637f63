import ControlKit
import LuaKit

/// `Label` (UIKit's `UILabel`): text that ignores touches by default.
enum LabelBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "Label", type: Label.self, base: "View", make: { Label() }) {
            Member.property("text", \Label.text)
            Member.property("numberOfLines", \Label.numberOfLines)
            Member.choice("textAlignment", \Label.textAlignment)
            Member.property("isEnabled", \Label.isEnabled)
            Member.property("isHighlighted", \Label.isHighlighted)
        }
    }
}

/// `ImageView` (UIKit's `UIImageView`). Images are made from text masks, one string per row
/// (`#` opaque, `+` half, `.` clear): `iv:setImageMask{"##.", "#.."}`; with
/// `hitTestsOpaquePixelsOnly` only opaque pixels take touches.
enum ImageViewBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "ImageView", type: ImageView.self, base: "View", make: { ImageView() }) {
            Member.property("isHighlighted", \ImageView.isHighlighted)
            Member.property("hitTestsOpaquePixelsOnly", \ImageView.hitTestsOpaquePixelsOnly)
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
            Member.property("progress", \ProgressView.progress)
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
            Member.readOnly("isAnimating", \ActivityIndicatorView.isAnimating)
            Member.property("hidesWhenStopped", \ActivityIndicatorView.hidesWhenStopped)
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
            Member.property("text", \TextField.text)
            Member.property("placeholder", \TextField.placeholder)
            Member.choice("textAlignment", \TextField.textAlignment)
            Member.choice("clearButtonMode", \TextField.clearButtonMode)
            Member.property("clearsOnBeginEditing", \TextField.clearsOnBeginEditing)
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
            Member.property("pullThreshold", \RefreshControl.pullThreshold)
            Member.property("title", \RefreshControl.title)
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
