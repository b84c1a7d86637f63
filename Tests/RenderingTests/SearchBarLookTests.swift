@testable import ControlKit
import Foundation
import Rendering
import Testing
import TestSupport

/// The iOS 13 look of the search bar in its states (uikit-rules §18.5), compared with a committed
/// snapshot.
@Suite("Appearance: search bars")
struct SearchBarLookTests {
    /// A 375-point search bar of its preferred height, set up by `configure`.
    private func bar(_ configure: (SearchBar) -> Void = { _ in }) -> SearchBar {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 375, height: 56))
        configure(bar)
        bar.frame = Rect(x: 0, y: 0, width: 375, height: bar.preferredHeight)
        return bar
    }

    @Test("search bars: placeholder, text with the clear button, editing with Cancel, prompt, scope bar, black, tinted, field buttons")
    func states() throws {
        let empty = bar()
        let withText = bar { $0.text = "Waterloo" }
        let editing = bar { bar in
            bar.text = "Wat"
            bar.showsCancelButton = true
        }
        let prompted = bar { bar in
            bar.prompt = "Songs on this phone"
            bar.placeholder = "Title or artist"
        }
        let scoped = bar { bar in
            bar.scopeButtonTitles = ["All", "Titles", "Artists"]
            bar.selectedScopeButtonIndex = 1
            bar.showsScopeBar = true
        }
        let black = bar { bar in
            bar.barStyle = .black
            bar.showsCancelButton = true
        }
        let tinted = bar { bar in
            bar.barTintColor = .systemIndigo
            bar.tintColor = .white
            bar.text = "Fernando"
        }
        let bookmark = bar { $0.showsBookmarkButton = true }
        let results = bar { bar in
            bar.showsSearchResultsButton = true
            bar.isSearchResultsButtonSelected = true
            bar.tintColor = .systemOrange
        }
        let bars = [empty, withText, editing, prompted, scoped, black, tinted, bookmark, results]
        let sheet = try stateSheet(cell: Size(width: 395, height: 110), bars, columns: 1, background: .systemGray6) { _ in
            editing.becomeFirstResponder()
        }
        #expect(editing.isEditing)
        expectSnapshot(sheet, named: "search-bar-states")
    }
}
