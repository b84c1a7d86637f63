extension BarButtonItem {
    /// The standard items a bar button item can be made as (UIKit's `UIBarButtonItem.SystemItem`,
    /// with its raw values). Each shows a standard title or glyph in the iOS 13 look; the two
    /// spaces show nothing and only move the other items (uikit-rules §13.1).
    public enum SystemItem: Int, Sendable, CaseIterable, CustomStringConvertible {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case pageCurl = 23
        case close = 24

        /// The title a text item shows (in English); nil for glyphs and spaces.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// Whether the title is drawn in semibold, as a done item's is: Done and Save.
        public var isBold: Bool { self == .done || self == .save }

        /// Whether the item is drawn as a glyph rather than a title.
        public var isGlyph: Bool { title == nil && self != .flexibleSpace && self != .fixedSpace }

        /// The case's name, `fastForward`.
        public var description: String { SystemItem.names[rawValue] }

        /// The cases' names, by raw value.
        private static let names = ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply",
                                    "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play",
                                    "pause", "rewind", "fastForward", "undo", "redo", "pageCurl", "close"]
    }
}
