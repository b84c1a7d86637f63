-- VerticalSwipeScrollView (seed 004), driven only by synthesized touches and the clock.
-- The scroll view rubber-bands, so the finger travels farther than the content moves:
-- 200 pt of finger give about 86 pt of offset on a 480 pt page.

-- Puts a finger down in the middle of the page and moves it `dy` points (negative: up) in
-- ten moves, 0.02 s apart; returns the finger, still down.
local function pull(view, dy)
  local finger = touch(view):down({160, 240})
  for step = 1, 10 do
    clock.advance(0.02)
    finger:move({160, 240 + dy * step / 10})
  end
  return finger
end

describe("VerticalSwipeScrollView", function()
  local pages, calls
  before_each(function()
    calls = {}
    local function record(name) return function() calls[#calls + 1] = name end end
    pages = VerticalSwipeScrollView{
      frame = {0, 0, 320, 480}, numberOfPages = 3,
      viewForPage = function(self, index) return Label{ text = "article " .. index } end,
      headerLoaded = record("headerLoaded"), headerUnloaded = record("headerUnloaded"),
      footerLoaded = record("footerLoaded"), footerUnloaded = record("footerUnloaded"),
    }
    window:addSubview(pages)
    pages:layoutIfNeeded()
  end)

  it("keeps its header above and its footer below the page, out of sight", function()
    expect(pages:currentPage().text).to.equal("article 0")
    expect(pages:header().frame.y).to.equal(-60)
    expect(pages:footer().frame.y).to.equal(480)
    expect(pages:scrollView().contentSize.height).to.equal(480)
  end)

  it("loads the footer when pulled past its height, turning the arrow over 0.2 s", function()
    local finger = pull(pages, -120)
    expect(pages:scrollView().contentOffset.y < 60).to.equal(true)
    expect(calls).to.equal{}
    finger:move({160, 40})
    expect(pages:scrollView().contentOffset.y > 60).to.equal(true)
    expect(calls).to.equal{ "footerLoaded" }
    expect(pages.isFooterLoaded).to.equal(true)
    clock.advance(0.1)
    expect(pages.footerArrowAngle).to.be.near(math.pi / 2, 1e-9)   -- halfway, ease-in-out
    clock.advance(0.1)
    expect(pages.footerArrowAngle).to.be.near(math.pi, 1e-9)
  end)

  it("unloads the footer when pulled back, and turns the arrow back", function()
    local finger = pull(pages, -200)
    clock.advance(0.3)
    finger:move({160, 200})
    expect(calls).to.equal{ "footerLoaded", "footerUnloaded" }
    clock.advance(0.2)
    expect(pages.footerArrowAngle).to.be.near(0, 1e-9)
    finger:up()
  end)

  it("brings in the next page over 0.2 s when released while loaded", function()
    pull(pages, -200):up()
    expect(pages.pageIndex).to.equal(1)
    expect(pages).to.have_sent("valueChanged", { times = 1 })
    local incoming = pages:currentPage()
    expect(incoming.text).to.equal("article 1")
    local start = incoming.frame.y
    expect(start > 480).to.equal(true)                -- below the footer, off screen
    clock.advance(0.1)
    expect(incoming.frame.y).to.be.near(start / 2, 1e-6)
    clock.advance(0.1)
    expect(incoming.frame.y).to.equal(0)
    clock.advance(1)
    expect(pages:scrollView().contentOffset.y).to.be.near(0, 1e-6)
    expect(#pages:scrollView().subviews).to.equal(3)  -- header, footer, the new page
    expect(pages:footer().frame.y).to.equal(480)
    expect(pages.isFooterLoaded).to.equal(false)
  end)

  it("bounces back without changing page when released before loading", function()
    pull(pages, -100):up()
    clock.advance(1)
    expect(pages.pageIndex).to.equal(0)
    expect(pages).to_not.have_sent("valueChanged")
    expect(pages:currentPage().text).to.equal("article 0")
    expect(pages:scrollView().contentOffset.y).to.be.near(0, 1e-6)
    expect(calls).to.equal{}
  end)

  it("loads the header on a later page and brings back the previous page", function()
    pull(pages, -200):up()
    clock.advance(1)
    calls = {}
    local finger = pull(pages, 200)
    expect(calls).to.equal{ "headerLoaded" }
    clock.advance(0.2)
    expect(pages.headerArrowAngle).to.be.near(0, 1e-9)
    finger:up()
    clock.advance(1)
    expect(pages.pageIndex).to.equal(0)
    expect(pages:currentPage().text).to.equal("article 0")
    expect(pages).to.have_sent("valueChanged", { times = 2 })
  end)

  it("is laid out by the first touch when made with another frame", function()
    local other = VerticalSwipeScrollView{ frame = {0, 0, 300, 400}, numberOfPages = 2 }
    window:addSubview(other)
    pull(other, -200):up()
    expect(other.pageIndex).to.equal(1)
    expect(other:scrollView().frame.height).to.equal(400)
  end)

  it("has no header before the first page and no footer after the last", function()
    pull(pages, 200):up()
    clock.advance(1)
    expect(calls).to.equal{}
    expect(pages.pageIndex).to.equal(0)
    pages.numberOfPages = 1
    pull(pages, -200):up()
    clock.advance(1)
    expect(calls).to.equal{}
    expect(pages.pageIndex).to.equal(0)
  end)
  it("draws its footer with the arrow turned once loaded (snapshot pulled up)", function()
    local finger = pull(pages, -240)
    clock.advance(0.3)
    expect(pages.isFooterLoaded).to.equal(true)
    expect(pages).to.match_snapshot("vertical_swipe_footer_loaded")
    finger:up()
  end)
  it("refuses a header or footer height that is NaN, infinite or negative", function()
    for _, name in ipairs{ "headerHeight", "footerHeight" } do
      expect(function() pages[name] = 0/0 end).to.fail_with("a finite height of 0 or more")
      expect(function() pages[name] = 1/0 end).to.fail_with("a finite height of 0 or more")
      expect(function() pages[name] = -1 end).to.fail_with("a finite height of 0 or more")
    end
    expect(pages.headerHeight).to.equal(60)
    expect(pages.footerHeight).to.equal(60)
  end)

end)
