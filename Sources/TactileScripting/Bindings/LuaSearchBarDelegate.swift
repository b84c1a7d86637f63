import ControlKit
import LuaKit

/// A search bar's delegate made of Lua functions: `bar.textDidChange = function(bar, text) … end`,
/// `bar.shouldBeginEditing = function(bar) return … end`, and the others (uikit-rules §18). A
/// should-function must answer true or false: any other answer is reported where the function is
/// defined, naming it and the value, and the step goes ahead as without one; so does one that
/// raises, reported with its file and line. A did-function that raises is reported and recorded as
/// a failed delivery of the delegate message; the search bar goes on.
final class LuaSearchBarDelegate: LuaDelegate, SearchBarDelegate {
    /// The functions' names, with their signatures and lines of help.
    static let callbacks: [(name: String, signature: String, doc: String)] = [
        ("shouldBeginEditing", "(bar) -> boolean", "Asked before editing begins (a tap on the field, becomeFirstResponder); false keeps the bar as it was; nil (the default) allows it (uikit-rules §18.2)."),
        ("textDidBeginEditing", "(bar)", "Called once editing began, the field being the first responder; nil by default (uikit-rules §18.2)."),
        ("shouldChangeTextIn", "(bar, range, text) -> boolean", "Asked before a typed change replaces range {location, length} (offsets from 0) with text (\"\" to delete); false drops it; nil (the default) allows it (uikit-rules §18.2)."),
        ("textDidChange", "(bar, text)", "Called after the user changed the text: typed, deleted or cleared it; never for text set in code (uikit-rules §18.2, §8.3)."),
        ("shouldEndEditing", "(bar) -> boolean", "Asked before editing ends; false keeps the field editing; nil (the default) allows it (uikit-rules §18.2)."),
        ("textDidEndEditing", "(bar)", "Called once editing ended; nil by default (uikit-rules §18.2)."),
        ("searchButtonClicked", "(bar)", "Called when the Search (return) key is pressed; editing goes on until the script ends it (uikit-rules §18.3)."),
        ("cancelButtonClicked", "(bar)", "Called when the Cancel button is tapped; the bar changes nothing itself (uikit-rules §18.3)."),
        ("bookmarkButtonClicked", "(bar)", "Called when the bookmark button in the empty field is tapped (uikit-rules §18.3)."),
        ("resultsListButtonClicked", "(bar)", "Called when the search results button in the empty field is tapped (uikit-rules §18.3)."),
        ("selectedScopeButtonIndexDidChange", "(bar, index)", "Called when a tap chose another scope button, with its index from 0; never for selectedScopeButtonIndex set in code (uikit-rules §18.4)."),
    ]

    /// The bar's script delegate, made and installed as its delegate when first needed.
    static func installed(on bar: SearchBar, session: ScriptSession) -> LuaSearchBarDelegate {
        let delegate = session.customControls.scriptDelegates.delegate(for: bar) {
            LuaSearchBarDelegate(functions: LuaCallbacks(session: session, owner: bar))
        }
        if bar.delegate == nil { bar.delegate = delegate }
        return delegate
    }

    // MARK: Should-questions

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { ask("shouldBeginEditing") }

    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
        guard functions.function("shouldChangeTextIn") != nil, let session = functions.session,
              let rangeValue = try? Self.luaValue(range, session: session) else { return true }
        return ask("shouldChangeTextIn", [rangeValue, .string(text)])
    }

    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { ask("shouldEndEditing") }

    /// Asks a should-function, if set: its answer must be a boolean; anything else, or an error, is
    /// reported and counts as yes.
    private func ask(_ name: String, _ arguments: [LuaValue] = []) -> Bool {
        guard functions.function(name) != nil else { return true }
        return functions.call(name, arguments, expecting: "true or false") { answer in
            if case .boolean(let allowed) = answer { allowed } else { nil }
        } ?? true
    }

    // MARK: Did-messages

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) throws { try tell("textDidBeginEditing", searchBar) }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) throws { try tell("textDidChange", searchBar, [.string(searchText)]) }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) throws { try tell("textDidEndEditing", searchBar) }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) throws { try tell("searchButtonClicked", searchBar) }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) throws { try tell("cancelButtonClicked", searchBar) }
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) throws { try tell("bookmarkButtonClicked", searchBar) }
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar) throws { try tell("resultsListButtonClicked", searchBar) }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) throws {
        try tell("selectedScopeButtonIndexDidChange", searchBar, [.integer(selectedScope)])
    }

    /// Calls a did-function, if set, with the bar and `arguments`; an error is reported like a
    /// failed action and thrown again for the bar to record.
    private func tell(_ name: String, _ bar: SearchBar, _ arguments: [LuaValue] = []) throws {
        guard let function = functions.function(name), let session = functions.session else { return }
        do {
            _ = try function.call([try session.luaValue(for: bar)] + arguments)
        } catch {
            throw session.reportFailure(error, sender: bar, event: name)
        }
    }

    /// A range of character offsets as `{location = l, length = n}` (an `NSRange`).
    static func luaValue(_ range: Range<Int>, session: ScriptSession) throws(LuaError) -> LuaValue {
        let table = try session.lua.newTable()
        try table.rawSet("location", .integer(range.lowerBound))
        try table.rawSet("length", .integer(range.count))
        return .table(table)
    }
}
