-- The standard NavigationController: pushes and pops of view controllers on the virtual clock,
-- the appearance callbacks and the delegate in UIKit's order, the back button, the toolbar of the
-- top view controller's items (uikit-rules §14.5, §14.6).

describe("A navigation controller", function()
  local nav, log

  local function watched(title)
    local vc = ViewController{ title = title }
    for _, name in ipairs{ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" } do
      vc[name] = function(c) log[#log + 1] = c.title .. " " .. name end
    end
    return vc
  end

  before_each(function()
    log = {}
    nav = NavigationController{ frame = { 0, 0, 390, 844 }, viewControllers = { watched("Inbox") } }
    nav.willShow = function(_, vc) log[#log + 1] = "willShow " .. vc.title end
    nav.didShow = function(_, vc) log[#log + 1] = "didShow " .. vc.title end
    window:addSubview(nav.view)
    log = {}
  end)

  it("slides a pushed view controller in over 0.35 s, with the callbacks before and after", function()
    local message = watched("Message")
    nav:pushViewController(message, true)
    expect(log).to.equal({ "Inbox viewWillDisappear", "Message viewWillAppear", "willShow Message" })
    clock.advance(0.175)
    expect(message.view.frame.x > 0 and message.view.frame.x < 390).to.equal(true)
    clock.advance(0.175)
    expect(log).to.equal({ "Inbox viewWillDisappear", "Message viewWillAppear", "willShow Message",
                           "Inbox viewDidDisappear", "Message viewDidAppear", "didShow Message" })
    expect(message.view.frame.x).to.equal(0)
    expect(nav.navigationBar.topItem.title).to.equal("Message")
  end)

  it("pops with the bar's back button", function()
    nav:pushViewController(watched("Message"))
    log = {}
    tap(nav.navigationBar, Point(30, 22))
    clock.advance(0.35)
    expect(nav.topViewController.title).to.equal("Inbox")
    expect(log[#log]).to.equal("didShow Inbox")
  end)

  it("refuses a push while a transition runs, and a view controller already on the stack", function()
    nav:pushViewController(watched("A"), true)
    expect(function() nav:pushViewController(watched("B"), true) end)
      .to.fail_with("pushViewController: an animated transition is running until t=0.350; advance the clock first")
    clock.advance(0.35)
    expect(function() nav:pushViewController(nav.viewControllers[1]) end).to.fail_with("is already on the stack")
  end)

  it("shows the top view controller's toolbar items", function()
    local message = watched("Message")
    message.toolbarItems = { BarButtonItem.flexibleSpace(), { systemItem = "reply" } }
    nav.isToolbarHidden = false
    nav:pushViewController(message)
    expect(nav.toolbar.items[2].systemItem).to.equal("reply")
    nav:popViewController()
    expect(#nav.toolbar.items).to.equal(0)
  end)
end)
