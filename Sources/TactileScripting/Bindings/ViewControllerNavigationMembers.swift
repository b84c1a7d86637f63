import ControlKit
import LuaKit

/// What a view controller has for navigation controllers, in Lua: its `navigationItem`, its
/// `toolbarItems`, its containers, and the appearance callbacks as functions
/// (`vc.viewWillAppear = function(vc, animated) … end`, uikit-rules §14.5).
extension ViewControllerBinding {
    static var navigationMembers: [LuaMember] {
        [
            LuaMember.object("navigationItem", type: "NavigationItem", doc: "The item standing for the controller in a navigation controller's bar, made from title when first asked for; read-only.") { (controller: ViewController) in
                controller.navigationItem
            },
            LuaMember.object("navigationController", type: "NavigationController?", doc: "The nearest navigation controller the controller is inside, or nil; read-only.") { (controller: ViewController) in
                controller.navigationController
            },
            LuaMember.object("parent", type: "ViewController?", doc: "The container (navigation or tab bar controller) the controller is a child of, or nil; read-only.") { (controller: ViewController) in
                controller.parent
            },
            ObjectLists.property("toolbarItems", of: BarButtonItem.self, className: "BarButtonItem",
                                 doc: "The items a navigation controller's toolbar shows while the controller is on top; empty by default.",
                                 get: { (controller: ViewController) in controller.toolbarItems }, set: { $0.toolbarItems = $1 }),
            LuaMember.method("setToolbarItems", "(items, animated)", doc: "Replaces the toolbar items; the fade is not modelled.") { (controller: ViewController, call) in
                try call.expectCount(1...2)
                controller.setToolbarItems(try ObjectLists.argument(1, of: call, BarButtonItem.self, className: "BarButtonItem"),
                                           animated: try call.value(2, default: false))
                return []
            },
            LuaMember.property("appearanceState", type: "\"disappeared\"|\"appearing\"|\"appeared\"|\"disappearing\"",
                               doc: "Where the controller is in appearing, after the callbacks its container called; read-only (uikit-rules §14.5).",
                               read: { (controller: ViewController, _) in .string(controller.appearanceState.description) }),
        ] + AppearanceCallback.allCases.map { callback in
            LuaMember.callback(callback.rawValue, signature: "(vc, animated)", doc: LuaAppearanceCallbacks.docs[callback] ?? "") { (controller: ViewController, session) in
                LuaAppearanceCallbacks.installed(on: controller, session: session).functions
            }
        }
    }
}
