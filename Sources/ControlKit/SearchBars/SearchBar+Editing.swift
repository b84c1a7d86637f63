/// What the search bar tells its delegate (uikit-rules §18.2–§18.4): it is its search field's
/// delegate and the target of its field's editingChanged, its Cancel button and its scope bar, and
/// turns each into the search bar delegate's message. A should-question refused is a note in the
/// traffic; every message told is recorded as a delegate message (`searchBar:textDidChange:`),
/// delivered, unhandled without a delegate, or failed when it throws.
extension SearchBar: TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        ask("searchBarShouldBeginEditing:") { $0.searchBarShouldBeginEditing(self) }
    }

    public func textFieldDidBeginEditing(_ textField: TextField) {
        tell("searchBarTextDidBeginEditing:") { try $0?.searchBarTextDidBeginEditing(self) }
    }

    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool {
        ask("searchBar:shouldChangeTextInRange:replacementText:") { $0.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) }
    }

    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        ask("searchBarShouldEndEditing:") { $0.searchBarShouldEndEditing(self) }
    }

    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        tell("searchBarTextDidEndEditing:") { try $0?.searchBarTextDidEndEditing(self) }
    }

    /// The return key is the Search key: the delegate hears of it and editing goes on.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        tell("searchBarSearchButtonClicked:") { try $0?.searchBarSearchButtonClicked(self) }
        return true
    }

    // MARK: The bar's own actions

    /// The Cancel button was tapped, the user chose another scope button, or the field's text changed.
    func handleOwnAction(_ action: ActionName, sender: AnyObject?) {
        switch action {
        case SearchBar.cancelTapped where sender === cancelButton:
            tell("searchBarCancelButtonClicked:") { try $0?.searchBarCancelButtonClicked(self) }
        case SearchBar.scopeChanged where sender === scopeBar:
            selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
            let index = selectedScopeButtonIndex
            tell("searchBar:selectedScopeButtonIndexDidChange:") { try $0?.searchBar(self, selectedScopeButtonIndexDidChange: index) }
        case SearchBar.searchFieldChanged where sender === searchTextField:
            let text = text
            tell("searchBar:textDidChange:") { try $0?.searchBar(self, textDidChange: text) }
        default:
            return
        }
    }

    /// A tap lifted inside the bookmark or search results button of the field.
    func fieldButtonTapped(_ button: Icon) {
        switch button {
        case .bookmark: tell("searchBarBookmarkButtonClicked:") { try $0?.searchBarBookmarkButtonClicked(self) }
        case .resultsList: tell("searchBarResultsListButtonClicked:") { try $0?.searchBarResultsListButtonClicked(self) }
        case .search, .clear: return
        }
    }

    // MARK: The delegate

    /// Asks the delegate a should-question (true without one); a refusal is a note in the traffic.
    private func ask(_ message: String, _ question: (any SearchBarDelegate) -> Bool) -> Bool {
        guard let delegate else { return true }
        let allowed = question(delegate)
        if !allowed { application?.note("\(message) refused", from: self) }
        return allowed
    }

    /// Tells the delegate something happened, recorded as a delegate message.
    private func tell(_ message: ActionName, _ send: ((any SearchBarDelegate)?) throws -> Void) {
        let delegate = delegate
        if let application {
            application.sendDelegateMessage(message, from: self, to: delegate) { try send(delegate) }
        } else {
            try? send(delegate)
        }
    }
}
