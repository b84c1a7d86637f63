@testable import ControlKit
import Foundation
import Rendering
import Testing
import TestSupport

/// The iOS 13 look of table cells' accessories and images (the More list's rows, uikit-rules
/// §19.1), compared with a committed snapshot.
@Suite("Appearance: table cell accessories")
struct TableCellAccessoryLookTests {
    @Test("cells with each accessory, one with an image before its text")
    func accessories() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 220))
        let types = TableViewCell.AccessoryType.allCases
        let rows = ClosureTableViewDataSource(numberOfRows: { _ in types.count }) { path in
            let cell = TableViewCell()
            let type = types[path.row]
            cell.textLabel.text = "\(type)"
            cell.accessoryType = type
            if type == .disclosureIndicator {
                cell.imageView.image = StandardControlsGallery.star.withRenderingMode(.alwaysTemplate)
            }
            return cell
        }
        table.dataSource = rows
        let sheet = try stateSheet(cell: Size(width: 320, height: 220), [table]) { _ in
            table.layoutIfNeeded()
        }
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel.frame.minX ?? 0 > 15)
        expectSnapshot(sheet, named: "table-cell-accessories")
    }
}
