-- Page control: a tap beside the current indicator moves one page that way,
-- never straight to a tapped dot; pages are clamped.
-- Rules: uikit-rules §4.6 (UIPageControl).

describe("A page control", function()
  local pages
  local LEADING, TRAILING = {20, 15}, {180, 15}
  before_each(function()
    pages = PageControl{ frame = {20, 100, 200, 30}, numberOfPages = 5 }
    window:addSubview(pages)
  end)

  it("moves one page forward for a tap on the trailing side, and sends valueChanged (§4.6 interaction)", function()
    local seen
    pages:addTarget(function(sender) seen = sender.currentPage end, "valueChanged")
    tap(pages, TRAILING)
    expect(pages.currentPage).to.equal(1)
    expect(seen).to.equal(1)
    expect(pages).to.have_sent_exactly{ "touchDown", "valueChanged", "touchUpInside" }
  end)

  it("advances only one page per tap, however far the tap is (§4.6 interaction)", function()
    for _ = 1, 3 do
      tap(pages, TRAILING)
      clock.advance(1)
    end
    expect(pages.currentPage).to.equal(3)
    tap(pages, LEADING)
    expect(pages.currentPage).to.equal(2)
  end)

  it("stays on the last page at the end (§4.6)", function()
    pages.currentPage = 4
    tap(pages, TRAILING)
    expect(pages.currentPage).to.equal(4)
  end)

  it("pins pages set from code into range, silently (§4.6)", function()
    pages.currentPage = 9
    expect(pages.currentPage).to.equal(4)
    pages.currentPage = -2
    expect(pages.currentPage).to.equal(0)
    pages.numberOfPages = -1
    expect(pages.numberOfPages).to.equal(0)
    expect(pages).to_not.have_sent("valueChanged")
  end)

  it("re-clamps the current page when the number of pages shrinks (§4.6)", function()
    pages.currentPage = 4
    pages.numberOfPages = 2
    expect(pages.currentPage).to.equal(1)
  end)

  it("hides for a single page only when asked to (§4.6)", function()
    pages.numberOfPages = 1
    expect(pages.isHidden).to.be_falsy()
    pages.hidesForSinglePage = true
    expect(pages.isHidden).to.be_truthy()
  end)

  it("defers the indicator until updateCurrentPageDisplay when asked to (§4.6)", function()
    pages.defersCurrentPageDisplay = true
    tap(pages, TRAILING)
    expect(pages.currentPage).to.equal(1)
    expect(pages.displayedPage).to.equal(0)
    pages:updateCurrentPageDisplay()
    expect(pages.displayedPage).to.equal(1)
  end)
end)
