import TactileWorkbenchPage

/// The page's files, embedded in the binary (`TactileWorkbenchPage`). The server answers only
/// for these names: no request reaches the file system.
public enum PageAssets {
    /// One file of the page.
    public struct Asset: Sendable {
        public let name: String
        public let mediaType: String
        public let bytes: [UInt8]
    }

    /// Every file, by name.
    public static let all: [String: Asset] = {
        var assets: [String: Asset] = [:]
        let page = tactile_workbench_page
        for index in 0..<page.count {
            let entry = page.assets[index]
            let name = String(cString: entry.name)
            let bytes = Array(UnsafeBufferPointer(start: entry.bytes, count: entry.length))
            assets[name] = Asset(name: name, mediaType: String(cString: entry.media_type), bytes: bytes)
        }
        return assets
    }()

    /// The file called `name`, if the page has one.
    public static func asset(named name: String) -> Asset? {
        all[name]
    }
}
