/// Views take part in appearance proxies as customisable objects and as containers
/// (uikit-rules §17): their class is the attached behaviour's (a Lua-defined control's) or
/// their Swift class's, and a view controller's root view is contained by the controller.
extension View: AppearanceCustomizable, AppearanceDeclaring {
    public var appearanceClass: AppearanceClass {
        attachedBehaviour?.appearanceClass ?? type(of: self).standardAppearanceClass
    }

    public var appearanceContainer: (any AppearanceParticipant)? {
        viewController ?? superview
    }

    /// Runs `body` with the appearance properties it sets counted as the class's own defaults,
    /// not as set directly (a table view's background, set as it is made).
    func settingAppearanceDefaults(_ body: () -> Void) {
        let wasApplying = appearanceRecord.isApplying
        appearanceRecord.isApplying = true
        body()
        appearanceRecord.isApplying = wasApplying
    }
}

/// View controllers are containers: their own view is inside them, and they are inside the
/// view their view sits in.
extension ViewController: AppearanceParticipant, AppearanceDeclaring {
    public var appearanceClass: AppearanceClass { type(of: self).standardAppearanceClass }

    public var appearanceContainer: (any AppearanceParticipant)? { view.superview }
}

/// A tab bar item is customisable but not a view: its container is the tab bar showing it, so
/// `TabBarItem` proxies contained in a `TabBar` (and whatever holds the bar) reach it.
extension TabBarItem: AppearanceCustomizable, AppearanceDeclaring {
    public static var standardAppearanceClass: AppearanceClass { .tabBarItem }

    public var appearanceClass: AppearanceClass { .tabBarItem }

    public var appearanceContainer: (any AppearanceParticipant)? {
        showingViews.lazy.compactMap { $0.object?.superview }.first
    }
}

/// A bar button item is customisable but not a view: its container is the bar showing it (a
/// toolbar, a navigation bar, a search bar for its Cancel button), so `BarButtonItem` proxies
/// contained in a `Toolbar` (and whatever holds the bar) reach it (uikit-rules §17.1).
extension BarButtonItem: AppearanceCustomizable, AppearanceDeclaring {
    public static var standardAppearanceClass: AppearanceClass { .barButtonItem }

    public var appearanceClass: AppearanceClass { .barButtonItem }

    public var appearanceContainer: (any AppearanceParticipant)? {
        showingBars.lazy.compactMap { $0.object }.first
    }
}
