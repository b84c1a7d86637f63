import ControlKit
import LuaKit

/// `SearchBar` (UIKit's `UISearchBar`): `SearchBar{ frame = {0, 44, 390, 56}, placeholder =
/// "Songs", showsCancelButton = true, textDidChange = function(bar, text) … end }`. A tap on the
/// field begins editing and `keyboard.type("…")` types into it; the delegate's methods are
/// functions (uikit-rules §18). The Cancel button is retitled or tinted through
/// `BarButtonItem.appearance{whenContainedIn = {SearchBar}}` only, as in UIKit.
enum SearchBarBinding {
    static let declaration: LuaClassDeclaration = LuaClass<SearchBar>("SearchBar", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        LuaMember.property("text", doc: "The search field's text; \"\" by default; set in code it calls no textDidChange (uikit-rules §18.2, §8.3).",
                           get: \SearchBar.text, set: { $0.text = $1 })
        LuaMember.property("placeholder", doc: "The text the empty field shows; nil (the default) shows \"Search\" (uikit-rules §18.1).",
                           get: \SearchBar.placeholder, set: { $0.placeholder = $1 })
        LuaMember.property("prompt", doc: "A line of text above the field, which makes the bar 30 points taller; nil by default (uikit-rules §18.1).",
                           get: \SearchBar.prompt, set: { $0.prompt = $1 })
        LuaMember.property("isEditing", doc: "Whether the search field is being edited, as its window's first responder; read-only (uikit-rules §18.2).",
                           get: \SearchBar.isEditing)
        LuaMember.object("searchTextField", type: "TextField", doc: "The text field inside the bar, which edits and takes the keys; read-only (uikit-rules §18.1).") { (bar: SearchBar) in
            bar.searchTextField
        }
        LuaMember.property("showsCancelButton", doc: "Whether the Cancel button shows at the right, narrowing the field; a tap on it calls cancelButtonClicked; default false (uikit-rules §18.3).",
                           get: \SearchBar.showsCancelButton, set: { $0.showsCancelButton = $1 })
        LuaMember.method("setShowsCancelButton", "(shows, animated)", doc: "Shows or hides the Cancel button; the slide is not modelled.") { (bar: SearchBar, call) in
            try call.expectCount(1...2)
            bar.setShowsCancelButton(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
        LuaMember.property("showsBookmarkButton", doc: "Whether the bookmark button shows in the empty field; a tap on it calls bookmarkButtonClicked; default false (uikit-rules §18.3).",
                           get: \SearchBar.showsBookmarkButton, set: { $0.showsBookmarkButton = $1 })
        LuaMember.property("showsSearchResultsButton", doc: "Whether the search results button shows in the empty field, in the bookmark button's place; a tap calls resultsListButtonClicked; default false (uikit-rules §18.3).",
                           get: \SearchBar.showsSearchResultsButton, set: { $0.showsSearchResultsButton = $1 })
        LuaMember.property("isSearchResultsButtonSelected", doc: "Whether the search results button is drawn selected, in the tint colour; default false (uikit-rules §18.3).",
                           get: \SearchBar.isSearchResultsButtonSelected, set: { $0.isSearchResultsButtonSelected = $1 })
        LuaMember.property("scopeButtonTitles", type: "{string}", doc: "The titles of the scope buttons, strings only; {} by default (uikit-rules §18.4).",
                           read: { (bar: SearchBar, session) in try session.luaList(bar.scopeButtonTitles.map(LuaValue.string)) },
                           write: { (bar: SearchBar, value, session) in bar.scopeButtonTitles = try titles(from: value, session: session) })
        LuaMember.property("selectedScopeButtonIndex", type: "integer", doc: "The selected scope button's index, from 0; one without a button is refused; set in code it calls nothing (uikit-rules §18.4).",
                           read: { (bar: SearchBar, _) in .integer(bar.selectedScopeButtonIndex) },
                           write: { (bar: SearchBar, value, session) in bar.selectedScopeButtonIndex = try scopeIndex(value, of: bar, session: session) })
        LuaMember.property("showsScopeBar", doc: "Whether the scope bar shows below the field, when there are titles, making the bar 44 points taller; default false (uikit-rules §18.4).",
                           get: \SearchBar.showsScopeBar, set: { $0.showsScopeBar = $1 })
        LuaMember.property("preferredHeight", type: "number", doc: "The bar's height for what it shows: 56, 30 more with a prompt, 44 more with the scope bar; read-only (uikit-rules §18.1).",
                           read: { (bar: SearchBar, _) in .number(bar.preferredHeight) })
        BarLookMembers.members(style: \SearchBar.barStyle, translucent: \SearchBar.isTranslucent, tint: \SearchBar.barTintColor,
                               translucentDoc: "Whether what is behind the bar shows through a little; default false, as UIKit's (uikit-rules §18.5).")
        AppearanceMembers.image("backgroundImage", doc: "An Image stretched over the bar in place of its style and tint; nil by default (uikit-rules §18.5).",
                                get: { (bar: SearchBar) in bar.backgroundImage }, set: { $0.backgroundImage = $1 })
        AppearanceMembers.image("scopeBarBackgroundImage", doc: "An Image stretched over the scope bar; nil (the default) continues the bar's background (uikit-rules §18.5).",
                                get: { (bar: SearchBar) in bar.scopeBarBackgroundImage }, set: { $0.scopeBarBackgroundImage = $1 })
        offset("searchFieldBackgroundPositionAdjustment", doc: "How far the search field moves from its place, as {w, h}; {0, 0} by default (uikit-rules §18.5).",
               get: \SearchBar.searchFieldBackgroundPositionAdjustment, set: { $0.searchFieldBackgroundPositionAdjustment = $1 })
        offset("searchTextPositionAdjustment", doc: "How far the text moves inside the search field, as {w, h}; {0, 0} by default (uikit-rules §18.5).",
               get: \SearchBar.searchTextPositionAdjustment, set: { $0.searchTextPositionAdjustment = $1 })
        LuaSearchBarDelegate.callbacks.map { callback in
            LuaMember.callback(callback.name, signature: callback.signature, doc: callback.doc) { (bar: SearchBar, session) in
                LuaSearchBarDelegate.installed(on: bar, session: session).functions
            }
        }
    }
    .constructor { SearchBar() }
    .declaration

    /// Scope titles from Lua: a list of strings; any other entry is refused, naming its place.
    private static func titles(from value: LuaValue, session: ScriptSession) throws -> [String] {
        guard case .table(let list) = value else { throw LuaValueRefusal(expected: "list of strings") }
        var titles: [String] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            let entry = try list.rawGet(.integer(index))
            guard case .string(let title) = entry else {
                throw LuaValueRefusal(expected: "list of strings",
                                      reason: "list of strings expected, got \(session.classes.typeName(of: entry)) at entry \(index)")
            }
            titles.append(title)
        }
        return titles
    }

    /// A scope button's index from Lua: an integer naming a button (0 without titles).
    private static func scopeIndex(_ value: LuaValue, of bar: SearchBar, session: ScriptSession) throws -> Int {
        guard let index = Int(luaValue: value) else {
            throw LuaValueRefusal(expected: "integer", reason: LuaNumbers.refusal(of: value, for: Int.self))
        }
        let count = bar.scopeButtonTitles.count
        guard index == 0 || (0..<count).contains(index) else {
            let expected = count == 0 ? "0 (there are no scope buttons)" : "scope button index from 0 to \(count - 1)"
            throw LuaValueRefusal(expected: "integer", reason: "\(expected) expected, got \(index)")
        }
        return index
    }

    /// An offset property: `{w, h}` or `{width =, height =}`, each within ±1,000,000 points.
    private static func offset(_ name: String, doc: String, get: KeyPath<SearchBar, Size>,
                               set: @escaping (SearchBar, Size) -> Void) -> LuaMember {
        LuaMember.property(name, type: "Size", doc: doc, read: { (bar: SearchBar, session) in
            try session.luaValue(bar[keyPath: get])
        }, assign: { (bar: SearchBar, assigned) in
            set(bar, try assigned.offset(1))
        })
    }
}
