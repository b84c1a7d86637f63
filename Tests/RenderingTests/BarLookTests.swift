@testable import ControlKit
import Foundation
import Rendering
import Testing

/// The iOS 13 look of tables, tab bars and refresh controls, compared with committed snapshots.
@Suite("Appearance: tables, tab bars, refresh controls")
struct BarLookTests {
    @Test("a table: rows with separators, one selected")
    func table() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 176))
        let rows = ClosureTableViewDataSource(numberOfRows: { _ in 5 }) { path in
            let cell = TableViewCell()
            cell.textLabel.text = ["Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot", "Notifications"][path.row]
            return cell
        }
        table.dataSource = rows
        let sheet = try stateSheet(cell: Size(width: 320, height: 176), [table]) { _ in
            table.layoutIfNeeded()
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
        }
        expectSnapshot(sheet, named: "table-states")
    }

    @Test("tab bars: images and titles, the selected item tinted, a badge, a disabled item")
    func tabBar() throws {
        let star = try Image(width: 50, height: 50, scale: 2) { x, y in
            let dx = Double(x) - 24.5, dy = Double(y) - 24.5
            let r = (dx * dx + dy * dy).squareRoot(), angle = atan2(dy, dx)
            let edge = 13 + 8 * cos(5 * angle)
            return Color.black.withAlphaComponent(min(1, max(0, edge - r + 0.5)))
        }
        let bar = TabBar(frame: Rect(x: 0, y: 0, width: 375, height: 49))
        let items = ["Favourites", "Recents", "Contacts", "Keypad"].map { TabBarItem(title: $0, image: star) }
        items[1].badgeValue = "3"
        items[3].isEnabled = false
        bar.items = items
        bar.selectedItem = items[0]
        let bare = TabBar(frame: Rect(x: 0, y: 0, width: 375, height: 49))
        let titles = [TabBarItem(title: "Title only"), TabBarItem(title: "Badge")]
        titles[1].badgeValue = "12"
        bare.items = titles
        bare.selectedItem = titles[1]
        bare.tintColor = .systemOrange
        let sheet = try stateSheet(cell: Size(width: 375, height: 60), [bar, bare], columns: 1, background: .systemGray6)
        expectSnapshot(sheet, named: "tab-bar-states")
    }

    @Test("changing a tab bar item redraws its button only")
    func itemChangesRedraw() throws {
        let bar = TabBar(frame: Rect(x: 0, y: 0, width: 200, height: 49))
        let items = [TabBarItem(title: "A"), TabBarItem(title: "B")]
        bar.items = items
        _ = try stateSheet(cell: Size(width: 200, height: 49), [bar])
        let counts = bar.subviews.map(\.layer.drawCount)
        items[1].badgeValue = "1"
        _ = try bar.renderedImage(scale: 2)
        #expect(bar.subviews.map(\.layer.drawCount) == [counts[0], counts[1] + 1])
    }

    @Test("refresh controls: pulled part way, refreshing with a title")
    func refreshControls() throws {
        let pulled = RefreshControl(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        pulled.scrollViewPulled(to: 55)
        let refreshing = RefreshControl(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        refreshing.title = "Updating…"
        refreshing.beginRefreshing()
        let sheet = try stateSheet(cell: Size(width: 220, height: 70), [pulled, refreshing])
        expectSnapshot(sheet, named: "refresh-control-states")
    }
}
