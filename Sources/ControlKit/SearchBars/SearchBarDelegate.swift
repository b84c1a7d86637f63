/// The object a search bar asks before editing steps and tells about what the user did (UIKit's
/// `UISearchBarDelegate`). Every method has a default: allow, and do nothing.
///
/// The editing methods follow the search field's editing (uikit-rules §18.2): should-begin,
/// did-begin, then for each typed change should-change and, once the text changed, text-did-change;
/// the Search (return) key, the Cancel, bookmark and results-list buttons and a tap on another scope
/// button are told as they happen (§18.3, §18.4); should-end and did-end close editing. Nothing is
/// told for changes made in code (§8.3). An error thrown by a did-method is recorded in the traffic
/// as a failed delivery and the search bar goes on.
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin; false leaves the search bar as it is.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began: the search field is the first responder.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) throws
    /// Whether a typed change may replace the characters in `range` (offsets into the text) with
    /// `text` (empty for a deletion); false drops the change.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// The user changed the text: typed, deleted or cleared it with the clear button.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) throws
    /// Whether editing may end; false keeps the search field editing.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) throws
    /// The Search key (the keyboard's return key) was pressed; editing goes on.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) throws
    /// The Cancel button was tapped; the search bar changes nothing itself.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) throws
    /// The bookmark button in the search field was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) throws
    /// The search results button in the search field was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar) throws
    /// The user tapped another scope button; `selectedScope` is its index.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) throws
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) throws {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool { true }
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) throws {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) throws {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) throws {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) throws {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) throws {}
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) throws {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) throws {}
}
