import ControlKit
import LuaKit

/// A tab bar's delegate made of a Lua function: `bar.didSelect = function(bar, item) … end`.
/// The bar keeps it alive (`retainedDelegate`). A Lua error is reported like a failed action (the
/// session's action failures) and recorded in the traffic as a failed delivery; the selection stands.
final class LuaTabBarDelegate: TabBarDelegate, TypeNamed {
    let didSelect: LuaRef
    private weak var session: ScriptSession?

    init(didSelect: LuaRef, session: ScriptSession) {
        self.didSelect = didSelect
        self.session = session
    }

    var typeName: String { "function" }

    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) throws {
        guard let session else { return }
        do {
            _ = try didSelect.call(session.luaValue(for: tabBar), session.luaValue(for: item))
        } catch {
            throw session.reportFailure(error, sender: tabBar, event: "didSelect")
        }
    }
}

/// A tab bar controller's delegate made of Lua functions: `tabs.shouldSelect = function(tabs, child)
/// return … end` and `tabs.didSelect = function(tabs, child) … end`. A should-select that fails is
/// reported and the selection goes ahead, as without one; a did-select that fails is reported and
/// recorded in the traffic as a failed delivery.
final class LuaTabBarControllerDelegate: TabBarControllerDelegate, TypeNamed {
    let shouldSelect: LuaRef?
    let didSelect: LuaRef?
    private weak var session: ScriptSession?

    init(shouldSelect: LuaRef?, didSelect: LuaRef?, session: ScriptSession) {
        self.shouldSelect = shouldSelect
        self.didSelect = didSelect
        self.session = session
    }

    var typeName: String { "function" }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        guard let session, let shouldSelect else { return true }
        do {
            let answer = try shouldSelect.call(session.luaValue(for: tabBarController), session.luaValue(for: viewController))
            return answer.first.map { $0 != .nil && $0 != .boolean(false) } ?? false
        } catch {
            _ = session.reportFailure(error, sender: tabBarController, event: "shouldSelect")
            return true
        }
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws {
        guard let session, let didSelect else { return }
        do {
            _ = try didSelect.call(session.luaValue(for: tabBarController), session.luaValue(for: viewController))
        } catch {
            throw session.reportFailure(error, sender: tabBarController, event: "didSelect")
        }
    }
}
