import ControlKit
import Foundation
import Rendering

/// A phone-sized window showing every standard control and view, each in a typical state: the
/// scene `tactile-bench render` draws and a full-window snapshot checks (`GalleryTests`).
public enum StandardControlsGallery {
    /// The window's size in points (an iPhone's 390×844).
    public static let size = Size(width: 390, height: 844)

    /// The controls of a gallery window, for code that drives them. Keep it while the window is
    /// used: it holds the table's data source, which the table does not retain.
    public struct Controls {
        public let window: Window
        public let slider: Slider
        public let switchControl: Switch
        public let segmentedControl: SegmentedControl
        public let tabBar: TabBar
        public let navigationBar: NavigationBar
        public let toolbar: Toolbar
        let tableSource: ClosureTableViewDataSource
        let pickerSource: ClosurePickerViewSource
    }

    /// A 25 pt star, as a template image at 2×, for tab bar items and buttons.
    public static let star: Image = {
        (try? Image(width: 50, height: 50, scale: 2) { x, y in
            let dx = Double(x) - 24.5, dy = Double(y) - 24.5
            let radius = (dx * dx + dy * dy).squareRoot(), angle = atan2(dy, dx) + Double.pi / 2
            let edge = 11 + 9 * max(cos(5 * angle / 2).magnitude, 0.35)
            return Color.black.withAlphaComponent(min(1, max(0, edge - radius + 0.5)))
        }) ?? Image(width: 50, height: 50)
    }()

    /// Builds the gallery in a new window of an application, which is given Pango's text measurer
    /// so that layout matches the drawn text.
    public static func make(in application: Application) -> Controls {
        application.textMeasurer = PangoTextMeasurer.shared
        let window = application.makeWindow(frame: Rect(origin: .zero, size: size))
        window.backgroundColor = .secondarySystemBackground
        func place<V: View>(_ view: V, _ frame: Rect) -> V {
            view.frame = frame
            window.addSubview(view)
            return view
        }
        let navigationBar = place(NavigationBar(), Rect(x: 0, y: 44, width: 390, height: 44))
        try? navigationBar.setItems([NavigationItem(title: "Settings"), NavigationItem(title: "Controls")], animated: false)
        navigationBar.topItem?.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .edit)
        let searchBar = place(SearchBar(), Rect(x: 0, y: 88, width: 390, height: 56))
        searchBar.placeholder = "Search controls"

        let card = place(View(), Rect(x: 16, y: 152, width: 358, height: 258))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        let button = Button(type: .system, frame: Rect(x: 16, y: 8, width: 90, height: 44))
        button.setTitle("Button", for: .normal)
        card.addSubview(button)
        card.addSubview(Button(type: .contactAdd, frame: Rect(x: 120, y: 8, width: 44, height: 44)))
        card.addSubview(Button(type: .infoLight, frame: Rect(x: 164, y: 8, width: 44, height: 44)))
        let offSwitch = Switch(frame: Rect(x: 222, y: 14, width: 0, height: 0))
        card.addSubview(offSwitch)
        let onSwitch = Switch(frame: Rect(x: 291, y: 14, width: 0, height: 0))
        onSwitch.isOn = true
        card.addSubview(onSwitch)
        let slider = Slider(frame: Rect(x: 16, y: 60, width: 326, height: 31))
        slider.value = 0.4
        card.addSubview(slider)
        let stepper = Stepper(frame: Rect(x: 16, y: 104, width: 0, height: 0))
        stepper.value = 3
        card.addSubview(stepper)
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.center = Point(x: 140, y: 120)
        spinner.startAnimating()
        card.addSubview(spinner)
        let progress = ProgressView(frame: Rect(x: 170, y: 118, width: 172, height: 4))
        progress.progress = 0.65
        card.addSubview(progress)
        let segments = SegmentedControl(items: [.title("Day"), .title("Week"), .title("Month")], frame: Rect(x: 16, y: 150, width: 326, height: 32))
        segments.selectedSegmentIndex = 1
        card.addSubview(segments)
        let field = TextField(frame: Rect(x: 16, y: 196, width: 326, height: 36))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        card.addSubview(field)

        let dark = place(View(), Rect(x: 16, y: 418, width: 358, height: 37))
        dark.backgroundColor = Color(hex: 0x1C1C1E)
        dark.layer.cornerRadius = 10
        let pages = PageControl(frame: Rect(x: 0, y: 0, width: 358, height: 37))
        pages.numberOfPages = 5
        pages.currentPage = 2
        dark.addSubview(pages)

        let picker = place(DatePicker(frame: .zero), Rect(x: 16, y: 464, width: 173, height: 150))
        picker.datePickerMode = .time
        picker.backgroundColor = .white
        picker.layer.cornerRadius = 10

        let drinks = ClosurePickerViewSource(rows: [["Tea", "Coffee", "Cocoa", "Juice", "Water"]])
        let drinkPicker = place(PickerView(), Rect(x: 201, y: 464, width: 173, height: 150))
        drinkPicker.dataSource = drinks
        drinkPicker.delegate = drinks
        drinkPicker.backgroundColor = .white
        drinkPicker.layer.cornerRadius = 10
        drinkPicker.selectRow(2, inComponent: 0, animated: false)

        let table = place(TableView(), Rect(x: 16, y: 624, width: 358, height: 88))
        table.layer.cornerRadius = 10
        table.clipsToBounds = true
        let rows = ["Wi-Fi", "Bluetooth", "Notifications"]
        let source = ClosureTableViewDataSource(numberOfRows: { _ in rows.count }) { path in
            let cell = TableViewCell()
            cell.textLabel.text = rows[path.row]
            return cell
        }
        table.dataSource = source
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false)

        let photo = place(ImageView(image: star.withRenderingMode(.alwaysTemplate)), Rect(x: 24, y: 718, width: 28, height: 28))
        photo.contentMode = .scaleAspectFit
        photo.tintColor = .systemOrange
        let caption = place(Label(text: "Labels, images, bars"), Rect(x: 62, y: 718, width: 300, height: 28))
        caption.textColor = .secondaryLabel

        let toolbar = place(Toolbar(), Rect(x: 0, y: 751, width: 390, height: 44))
        toolbar.items = [BarButtonItem(barButtonSystemItem: .action), .flexibleSpace(), BarButtonItem(title: "Select All"),
                         .flexibleSpace(), BarButtonItem(barButtonSystemItem: .trash)]

        let bar = place(TabBar(), Rect(x: 0, y: 795, width: 390, height: 49))
        let items = ["Home", "Search", "Library", "Settings"].map { TabBarItem(title: $0, image: star) }
        items[2].badgeValue = "2"
        bar.items = items
        bar.selectedItem = items[0]
        window.layoutIfNeeded()
        return Controls(window: window, slider: slider, switchControl: onSwitch, segmentedControl: segments, tabBar: bar,
                        navigationBar: navigationBar, toolbar: toolbar, tableSource: source, pickerSource: drinks)
    }
}
