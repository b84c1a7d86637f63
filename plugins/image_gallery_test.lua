-- ImageGallery (seed 003, recipe 2-10), driven only by synthesized touches and the clock:
-- a paging scroll view and a page control that follow each other both ways.

-- A flat picture of one colour, drawn once.
local function art(color)
  return render(Size(60, 40), function(ctx)
    ctx:setFillColor(color)
    ctx:fill(Rect(0, 0, 60, 40))
  end)
end

describe("ImageGallery", function()
  local gallery, sent
  before_each(function()
    gallery = ImageGallery{
      frame = {0, 0, 320, 240},
      images = { art(Color.systemRed), art(Color.systemGreen), art(Color.systemBlue) },
    }
    window:addSubview(gallery)
    gallery:layoutIfNeeded()
    sent = 0
    gallery:addTarget(function() sent = sent + 1 end, "valueChanged")
  end)

  it("lays its images out a page each, with one dot per image", function()
    expect(gallery:scrollView().contentSize.width).to.equal(960)
    expect(gallery:scrollView().isPagingEnabled).to.equal(true)
    expect(gallery:pageControl().numberOfPages).to.equal(3)
    expect(gallery:pageControl().frame.y).to.equal(240 - 37)
    expect(gallery.currentPage).to.equal(0)
  end)

  it("settles on the next page after a swipe; the page control follows and valueChanged is sent", function()
    swipe(gallery, "left")
    expect(gallery:pageControl().currentPage).to.equal(0)  -- still moving
    clock.advance(2)
    expect(gallery:scrollView().contentOffset).to.equal(Point(320, 0))
    expect(gallery.currentPage).to.equal(1)
    expect(gallery:pageControl().currentPage).to.equal(1)
    expect(sent).to.equal(1)
  end)

  it("scrolls to the page a tap on the page control asks for, and shows its dot when it arrives", function()
    tap(gallery:pageControl(), {250, 18})           -- right of the current dot: the next page
    expect(gallery:pageControl().currentPage).to.equal(1)
    expect(gallery.currentPage).to.equal(0)          -- the content has not moved yet
    clock.advance(0.15)
    local x = gallery:scrollView().contentOffset.x
    expect(x > 0 and x < 320).to.equal(true)         -- halfway through the 0.3 s animation
    clock.advance(0.2)
    expect(gallery:scrollView().contentOffset).to.equal(Point(320, 0))
    expect(gallery.currentPage).to.equal(1)
    expect(sent).to.equal(1)
  end)

  it("shows a page from code without sending valueChanged", function()
    gallery:showPage(2, false)
    expect(gallery:scrollView().contentOffset).to.equal(Point(640, 0))
    expect(gallery:pageControl().currentPage).to.equal(2)
    gallery:showPage(0, true)
    clock.advance(0.5)
    expect(gallery.currentPage).to.equal(0)
    expect(gallery:pageControl().currentPage).to.equal(0)
    expect(sent).to.equal(0)
  end)

  it("refuses a page it does not have, naming the range", function()
    expect(function() gallery:showPage(3) end).to.fail_with("page from 0 to 2 expected, got 3")
    expect(function() gallery:showPage(0.5) end).to.fail_with("page from 0 to 2 expected, got 0.5")
  end)

  it("refuses a list with an entry that is not an Image, at the caller's line, and keeps its pages", function()
    expect(function() gallery.images = { art(Color.systemRed), "sunset.png" } end)
      .to.fail_with("image_gallery_test.lua:%d+: bad argument #1 to 'ImageGallery.images' %(entry 2 must be an Image, not a string, got table")
    expect(#gallery.images).to.equal(3)
    expect(gallery:pageControl().numberOfPages).to.equal(3)
  end)

  it("follows a new list of images: pages, dots and the current page within them", function()
    gallery:showPage(2, false)
    gallery.images = { art(Color.systemOrange) }
    gallery:layoutIfNeeded()
    expect(gallery:pageControl().numberOfPages).to.equal(1)
    expect(gallery.currentPage).to.equal(0)
    expect(gallery:scrollView().contentSize.width).to.equal(320)
  end)

  it("draws the page on screen above its dots (snapshot second page)", function()
    gallery:showPage(1, false)
    expect(gallery).to.match_snapshot("image_gallery_second")
  end)
end)

-- What `tactile fuzz plugins/image_gallery_test.lua` drives: a gallery of three pictures, which
-- always shows one of them (docs/fuzzing.md §1.1). The set-up stands alone: reproductions copy it.
function fuzz()
  local function picture(color)
    return render(Size(60, 40), function(ctx)
      ctx:setFillColor(color)
      ctx:fill(Rect(0, 0, 60, 40))
    end)
  end
  local gallery = ImageGallery{
    frame = {35, 300, 320, 240},
    images = { picture(Color.systemRed), picture(Color.systemGreen), picture(Color.systemBlue) },
  }
  window:addSubview(gallery)
  return gallery, { invariants = {
    ["shows one of its three pages"] = function(g) return g.currentPage >= 0 and g.currentPage < 3, "page " .. g.currentPage end,
  } }
end
